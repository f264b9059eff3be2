import '../../locales/app';
import '../../locales/organizer';
import { AreaShell, type AreaShellConfig } from '../area-shell/AreaShell';
import { ORGANIZER_NAV_ITEMS } from './nav-items';

const ORGANIZER_SHELL: AreaShellConfig = {
  nav: {
    label: 'organizerArea.nav.label',
    items: ORGANIZER_NAV_ITEMS,
    back: { label: 'organizerArea.nav.back', testId: 'organizer-back' },
  },
  menuLabels: {
    open: 'organizerArea.nav.openMenu',
    title: 'organizerArea.nav.menuTitle',
    close: 'organizerArea.nav.closeMenu',
  },
  sidebarTestId: 'organizer-sidebar',
  menuTestId: 'organizer-mobile-menu',
};

/** Spec "Organizer area": the area frame with the organizer navigation and pages. */
export function OrganizerLayout() {
  return <AreaShell config={ORGANIZER_SHELL} />;
}
