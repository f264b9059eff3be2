import type { IconType } from 'react-icons';
import { DashboardIcon } from '../../app-shell/icons';
import { BuildingIcon, KeyIcon, MedalIcon, ScrollTextIcon, UsersIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';

export interface AdminNavItem {
  to: string;
  label:
    | 'admin.nav.dashboard'
    | 'admin.nav.users'
    | 'admin.nav.institutions'
    | 'admin.nav.competitors'
    | 'admin.nav.ctfdClients'
    | 'admin.nav.audit';
  icon: IconType;
  /** Current only on this exact path (the overview), not on the pages below it. */
  end?: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: ADMIN_PATHS.dashboard, label: 'admin.nav.dashboard', icon: DashboardIcon, end: true },
  { to: ADMIN_PATHS.users, label: 'admin.nav.users', icon: UsersIcon },
  { to: ADMIN_PATHS.institutions, label: 'admin.nav.institutions', icon: BuildingIcon },
  { to: ADMIN_PATHS.competitors, label: 'admin.nav.competitors', icon: MedalIcon },
  { to: ADMIN_PATHS.ctfdClients, label: 'admin.nav.ctfdClients', icon: KeyIcon },
  { to: ADMIN_PATHS.audit, label: 'admin.nav.audit', icon: ScrollTextIcon },
];
