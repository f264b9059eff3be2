import { belgradeWallClock } from '@ctf/shared/belgrade-time';
import type { Season } from '@ctf/shared/schemas/programme';

const START_YEAR = /^(\d{4})-\d{2}-\d{2}T/;

/**
 * The name of the season a competition made without one goes to (docs/decisions.md, issue 31): the
 * Belgrade year of its start, or of today without a start. `startsAt` is the form's Belgrade
 * wall-clock value, so its year is the Belgrade year.
 */
export function seasonNameByStart(startsAt: string, today: Date = new Date()): string {
  return START_YEAR.exec(startsAt)?.[1] ?? belgradeWallClock(today).year;
}

/** The season the form's values put the competition in, when it exists (the start year's may not yet). */
export function chosenSeason(
  seasons: readonly Season[],
  values: { season_id: string; starts_at: string },
  today?: Date,
): Season | undefined {
  if (values.season_id !== '') return seasons.find((season) => String(season.id) === values.season_id);
  const name = seasonNameByStart(values.starts_at, today);
  return seasons.find((season) => season.name === name);
}

/** The allowed categories a season keeps (the codes it defines), and those it drops. */
export function splitBySeason(codes: readonly string[], season: Pick<Season, 'categories'> | undefined) {
  const defined = new Set(season?.categories.map((category) => category.code));
  return {
    kept: codes.filter((code) => defined.has(code)),
    dropped: codes.filter((code) => !defined.has(code)),
  };
}
