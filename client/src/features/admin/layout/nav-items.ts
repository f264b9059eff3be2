import type { AreaNavItem } from '../../area-shell/nav-items';
import { DashboardIcon } from '../../app-shell/icons';
import { BuildingIcon, FlagIcon, ImportIcon, KeyIcon, MedalIcon, ScrollTextIcon, UsersIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';

export const ADMIN_NAV_ITEMS: readonly AreaNavItem[] = [
  { to: ADMIN_PATHS.dashboard, label: 'admin.nav.dashboard', icon: DashboardIcon, end: true },
  { to: ADMIN_PATHS.users, label: 'admin.nav.users', icon: UsersIcon },
  { to: ADMIN_PATHS.institutions, label: 'admin.nav.institutions', icon: BuildingIcon },
  { to: ADMIN_PATHS.competitors, label: 'admin.nav.competitors', icon: MedalIcon },
  { to: ADMIN_PATHS.team, label: 'admin.nav.team', icon: FlagIcon },
  { to: ADMIN_PATHS.ctfdClients, label: 'admin.nav.ctfdClients', icon: KeyIcon },
  { to: ADMIN_PATHS.audit, label: 'admin.nav.audit', icon: ScrollTextIcon },
  { to: ADMIN_PATHS.movingIn, label: 'admin.nav.movingIn', icon: ImportIcon },
];
