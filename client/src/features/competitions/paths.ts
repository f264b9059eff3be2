import { PATHS } from '../../lib/paths';

/** Addresses of one competition's pages (spec section 2 and DECISIONS). */
export const competitionPaths = {
  registration: (slug: string) => `${PATHS.competitions}/${encodeURIComponent(slug)}/registration`,
  finalsAttendance: (slug: string) => `${PATHS.competitions}/${encodeURIComponent(slug)}/finals-attendance`,
  organizerList: `${PATHS.organizer}/competitions`,
  organizerNew: `${PATHS.organizer}/competitions/new`,
  organizerEdit: (slug: string) => `${PATHS.organizer}/competitions/${encodeURIComponent(slug)}`,
  finalistsCsv: (slug: string) => `/api/competitions/${encodeURIComponent(slug)}/finalists.csv`,
};
