import type { IconType } from 'react-icons';
import { PATHS } from '../../lib/paths';
import { DashboardIcon, TrophyIcon } from '../app-shell/icons';
import { competitionPaths } from '../competitions/paths';

export interface OrganizerNavItem {
  to: string;
  label: 'organizerArea.nav.dashboard' | 'organizerArea.nav.competitions';
  icon: IconType;
  /** Current only on this exact path (the dashboard), not on the pages below it. */
  end?: boolean;
}

/** Spec "Organizer area": the sidebar's entries; Back (/app) sits at the bottom. */
export const ORGANIZER_NAV_ITEMS: readonly OrganizerNavItem[] = [
  { to: PATHS.organizer, label: 'organizerArea.nav.dashboard', icon: DashboardIcon, end: true },
  { to: competitionPaths.organizerList, label: 'organizerArea.nav.competitions', icon: TrophyIcon },
];
