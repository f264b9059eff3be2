import type { AreaNavItem } from '../area-shell/nav-items';
import { PATHS } from '../../lib/paths';
import { DashboardIcon, TrophyIcon } from '../app-shell/icons';
import { competitionPaths } from '../competitions/paths';
import { CalendarIcon } from '../programme/icons';
import { programmePaths } from '../programme/paths';

/** Spec "Organizer area": the sidebar's entries; Back (/app) sits at the bottom. */
export const ORGANIZER_NAV_ITEMS: readonly AreaNavItem[] = [
  { to: PATHS.organizer, label: 'organizerArea.nav.dashboard', icon: DashboardIcon, end: true },
  { to: competitionPaths.organizerList, label: 'organizerArea.nav.competitions', icon: TrophyIcon },
  { to: programmePaths.organizerSeasons, label: 'organizerArea.nav.seasons', icon: CalendarIcon },
];
