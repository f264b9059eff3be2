import { PATHS } from '@/lib/paths';

/** The organizer's page of seasons and their categories (issue 31). */
export const programmePaths = {
  organizerSeasons: `${PATHS.organizer}/seasons`,
} as const;
