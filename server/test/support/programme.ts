import type { Insertable } from 'kysely';
import type { Database } from '../../src/db/database';
import type { SeasonCategories } from '../../src/db/types';
import { uniqueName } from './ctfd';

/** A category as a test writes it: its place in the season's order is its place in the list unless given. */
export type CategoryValues = Omit<Insertable<SeasonCategories>, 'season_id'>;

/**
 * A season made directly in the database with these categories; what a test does not name is a
 * season of its own. Its id, name and version.
 */
export async function createSeason(db: Database, categories: CategoryValues[] = [], name = `Sezona ${uniqueName()}`) {
  const season = await db
    .insertInto('seasons')
    .values({ name })
    .returning(['id', 'name', 'version'])
    .executeTakeFirstOrThrow();
  if (categories.length > 0)
    await db
      .insertInto('season_categories')
      .values(categories.map((category, position) => ({ season_id: season.id, position, ...category })))
      .execute();
  return season;
}

/** A roster's rules for one player (ECSC 2026, at most 25, half of them juniors of 20 or under). */
export const ROSTER_RULES = {
  event_name: 'ECSC 2026',
  reference_date: '2026-10-01',
  size: 1,
  reserves: 0,
  age_max: 25,
  junior_age_max: 20,
  junior_share: 0.5,
};
