import '../../locales/app';
import { AreaShell, type AreaShellConfig } from '../area-shell/AreaShell';
import { MAIN_NAV_ITEMS, ROLE_NAV_ITEMS } from './nav-items';

const APP_SHELL: AreaShellConfig = {
  nav: { label: 'app.nav.label', items: MAIN_NAV_ITEMS, roleItems: ROLE_NAV_ITEMS },
  menuLabels: { open: 'app.nav.openMenu', title: 'app.nav.menuTitle', close: 'app.nav.closeMenu' },
  sidebarTestId: 'app-sidebar',
  menuTestId: 'app-mobile-menu',
};

/** Spec "Authenticated area": a sidebar on desktops, a top bar with a menu drawer on phones. */
export function AppLayout() {
  return <AreaShell config={APP_SHELL} />;
}
