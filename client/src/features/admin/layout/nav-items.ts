import type { AreaNavItem } from '../../area-shell/nav-items';
import { ChartColumnIcon, DashboardIcon, FlagIcon } from '../../app-shell/icons';
import { BuildingIcon, ImportIcon, KeyIcon, MedalIcon, ScrollTextIcon, UsersIcon } from '../icons';
import { GraduationCapIcon } from '../../mentors/icons';
import { ADMIN_PATHS } from '../paths';

/** The area's pages; a reporter (figures only, issue 33) sees the statistics alone. */
export const ADMIN_NAV_ITEMS: readonly AreaNavItem[] = [
  { to: ADMIN_PATHS.dashboard, label: 'admin.nav.dashboard', icon: DashboardIcon, end: true, role: 'admin' },
  { to: ADMIN_PATHS.users, label: 'admin.nav.users', icon: UsersIcon, role: 'admin' },
  { to: ADMIN_PATHS.institutions, label: 'admin.nav.institutions', icon: BuildingIcon, role: 'admin' },
  { to: ADMIN_PATHS.mentorRequests, label: 'admin.nav.mentorRequests', icon: GraduationCapIcon, role: 'admin' },
  { to: ADMIN_PATHS.competitors, label: 'admin.nav.competitors', icon: MedalIcon, role: 'admin' },
  { to: ADMIN_PATHS.team, label: 'admin.nav.team', icon: FlagIcon, role: 'admin' },
  { to: ADMIN_PATHS.statistics, label: 'admin.nav.statistics', icon: ChartColumnIcon, role: ['admin', 'reporter'] },
  { to: ADMIN_PATHS.ctfdClients, label: 'admin.nav.ctfdClients', icon: KeyIcon, role: 'admin' },
  { to: ADMIN_PATHS.audit, label: 'admin.nav.audit', icon: ScrollTextIcon, role: 'admin' },
  { to: ADMIN_PATHS.movingIn, label: 'admin.nav.movingIn', icon: ImportIcon, role: 'admin' },
];
