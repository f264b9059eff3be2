import '@/locales/app';
import '@/locales/admin';
import { AreaShell, type AreaShellConfig } from '../../area-shell/AreaShell';
import { ADMIN_NAV_ITEMS } from './nav-items';

const ADMIN_SHELL: AreaShellConfig = {
  nav: {
    label: 'admin.nav.label',
    showsHeading: true,
    items: ADMIN_NAV_ITEMS,
    back: { label: 'admin.nav.back', testId: 'admin-back' },
  },
  menuLabels: { open: 'admin.nav.openMenu', title: 'admin.nav.menuTitle', close: 'admin.nav.closeMenu' },
  sidebarTestId: 'admin-sidebar',
  menuTestId: 'admin-mobile-menu',
};

/** Spec "Admin area": the area frame with the admin navigation and pages. */
export function AdminLayout() {
  return <AreaShell config={ADMIN_SHELL} />;
}
