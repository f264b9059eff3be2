import type { AreaNavItem } from '../area-shell/nav-items';
import { PATHS } from '../../lib/paths';
import { ADMIN_PATHS } from '../admin/paths';
import { GraduationCapIcon } from '../mentors/icons';
import { ChartColumnIcon, ClipboardListIcon, DashboardIcon, ShieldCheckIcon, TrophyIcon, UserIcon } from './icons';

/** Spec "Authenticated area": the sidebar's main entries. */
export const MAIN_NAV_ITEMS: readonly AreaNavItem[] = [
  { to: PATHS.dashboard, label: 'app.nav.dashboard', icon: DashboardIcon },
  { to: PATHS.competitions, label: 'app.nav.competitions', icon: TrophyIcon },
  { to: PATHS.account, label: 'app.nav.account', icon: UserIcon },
];

/** The bottom entries, each for one role (spec: sidebar bottom items). */
export const ROLE_NAV_ITEMS: readonly AreaNavItem[] = [
  { to: PATHS.mentor, label: 'app.nav.mentor', icon: GraduationCapIcon, role: 'mentor' },
  { to: PATHS.organizer, label: 'app.nav.organizer', icon: ClipboardListIcon, role: 'organizer' },
  { to: PATHS.admin, label: 'app.nav.admin', icon: ShieldCheckIcon, role: 'admin' },
  // Reporters read the programme's figures in the admin area, which shows them nothing else.
  { to: ADMIN_PATHS.statistics, label: 'app.nav.statistics', icon: ChartColumnIcon, role: 'reporter' },
];
