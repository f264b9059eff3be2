import type { Category, SchoolLevel } from '@ctf/shared/schemas/programme';
import type { Database } from '../../db/database';

export const CATEGORY_COLUMNS = [
  'id',
  'season_id',
  'code',
  'name',
  'position',
  'age_min',
  'age_max',
  'reference_date',
  'school_levels',
  'required_role',
  'version',
] as const;

export function toCategoryDto(row: Omit<Category, 'school_levels'> & { school_levels: string[] }): Category {
  return { ...row, school_levels: row.school_levels as SchoolLevel[] };
}

/** The categories of the given seasons, each season's in its order (position, then code). */
export async function categoriesOfSeasons(db: Database, seasonIds: readonly number[]) {
  if (seasonIds.length === 0) return new Map<number, Category[]>();
  const rows = await db
    .selectFrom('season_categories')
    .select(CATEGORY_COLUMNS)
    .where('season_id', 'in', [...new Set(seasonIds)])
    .orderBy('season_id')
    .orderBy('position')
    .orderBy('code')
    .execute();
  const bySeason = new Map<number, Category[]>(seasonIds.map((id) => [id, []]));
  for (const row of rows) bySeason.get(row.season_id)!.push(toCategoryDto(row));
  return bySeason;
}

/** Every season, newest name first, with its categories and how many competitions it groups. */
export async function listSeasons(db: Database) {
  const seasons = await db
    .selectFrom('seasons')
    .select(['id', 'name', 'version'])
    .select((eb) =>
      eb
        .selectFrom('competitions')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('competitions.season_id', '=', 'seasons.id')
        .as('competitions'),
    )
    .orderBy('name', 'desc')
    .limit(200)
    .execute();
  const categories = await categoriesOfSeasons(
    db,
    seasons.map((season) => season.id),
  );
  return seasons.map((season) => ({
    ...season,
    competitions: Number(season.competitions ?? 0),
    categories: categories.get(season.id) ?? [],
  }));
}
