import { competitionPaths } from '../competitions/paths';
import type { Competition } from '../competitions/types';

export const TAB_SEGMENTS = [
  'basic',
  'registrations',
  'finalists',
  'results',
  'certificates',
  'announcements',
] as const;
export type CompetitionTab = (typeof TAB_SEGMENTS)[number];

/**
 * Spec: Registrations only while the stage is quals, Finalists only while it is finals; Certificates
 * (issue 33) once there is a stage to certify (quals or finals, not a warm-up).
 */
export function visibleTabs(competition: Pick<Competition, 'stage'>): CompetitionTab[] {
  return TAB_SEGMENTS.filter(
    (tab) =>
      (tab !== 'registrations' || competition.stage === 'quals') &&
      (tab !== 'finalists' || competition.stage === 'finals') &&
      (tab !== 'certificates' || competition.stage !== 'warmup'),
  );
}

/** The tab a path shows: its last segment, Basic info at the competition's own address. */
export function tabOfPath(pathname: string, slug: string): CompetitionTab {
  const base = competitionPaths.organizerEdit(slug);
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/|\/$/g, '') : '';
  return (TAB_SEGMENTS as readonly string[]).includes(rest) ? (rest as CompetitionTab) : 'basic';
}

export const pathOfTab = (slug: string, tab: CompetitionTab) =>
  tab === 'basic' ? competitionPaths.organizerEdit(slug) : `${competitionPaths.organizerEdit(slug)}/${tab}`;
