import type { Role } from '@ctf/shared/constants';
import type { IconType } from 'react-icons';
import { PATHS } from '../../lib/paths';
import { ClipboardListIcon, DashboardIcon, ShieldCheckIcon, TrophyIcon, UserIcon } from './icons';

export interface AppNavItem {
  to: string;
  label: 'app.nav.dashboard' | 'app.nav.competitions' | 'app.nav.account' | 'app.nav.organizer' | 'app.nav.admin';
  icon: IconType;
  /** Shown only to users with this role (spec: sidebar bottom items). */
  role?: Role;
}

/** Spec "Authenticated area": the sidebar's main entries. */
export const MAIN_NAV_ITEMS: readonly AppNavItem[] = [
  { to: PATHS.dashboard, label: 'app.nav.dashboard', icon: DashboardIcon },
  { to: PATHS.competitions, label: 'app.nav.competitions', icon: TrophyIcon },
  { to: PATHS.account, label: 'app.nav.account', icon: UserIcon },
];

/** The bottom entries, each for one role. */
export const ROLE_NAV_ITEMS: readonly AppNavItem[] = [
  { to: PATHS.organizer, label: 'app.nav.organizer', icon: ClipboardListIcon, role: 'organizer' },
  { to: PATHS.admin, label: 'app.nav.admin', icon: ShieldCheckIcon, role: 'admin' },
];

export function roleNavItemsFor(roles: readonly Role[]): AppNavItem[] {
  return ROLE_NAV_ITEMS.filter((item) => !item.role || roles.includes(item.role));
}
