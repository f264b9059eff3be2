import { sql } from 'kysely';
import type { Category, SchoolLevel } from '@ctf/shared/schemas/programme';
import type { Database } from '../../db/database';
import { unlessTaken } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { type Actor, auditOf } from '../audit/audit';
import { lockedForEdit, lockedRow } from '../edits/locked-for-edit';

const auditSeason = auditOf('season');

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

/** Seasons (every one, or the one asked for), newest name first, with categories and competitions counted. */
async function seasonsWithCounts(db: Database, id?: number) {
  let query = db
    .selectFrom('seasons')
    .select(['id', 'name', 'version'])
    .select((eb) =>
      eb
        .selectFrom('competitions')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('competitions.season_id', '=', 'seasons.id')
        .as('competitions'),
    );
  if (id !== undefined) query = query.where('id', '=', id);
  const seasons = await query.orderBy('name', 'desc').limit(200).execute();
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

/** Every season, newest name first, with its categories and how many competitions it groups. */
export const listSeasons = (db: Database) => seasonsWithCounts(db);

/** One season as the list shows it; NOT_FOUND when it is gone. */
export async function getSeason(db: Database, id: number) {
  const [season] = await seasonsWithCounts(db, id);
  if (!season) throw new AppError('NOT_FOUND');
  return season;
}

const SEASON_COLUMNS = ['id', 'name', 'version'] as const;

/** Names are unique: a taken one is a field error on the name. */
const unlessNameTaken = <T>(work: Promise<T>) => unlessTaken(work, 'SEASON_EXISTS', { name: ['seasonExists'] });

export async function createSeason(db: Database, actor: Actor, input: { name: string }) {
  const id = await unlessNameTaken(
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('seasons')
        .values({ name: input.name })
        .returning(SEASON_COLUMNS)
        .executeTakeFirstOrThrow();
      await auditSeason(trx, { actor, action: 'season.create', targetId: row.id, after: row });
      return row.id;
    }),
  );
  return getSeason(db, id);
}

export async function renameSeason(
  db: Database,
  actor: Actor,
  { id, name, version }: { id: number; name: string; version?: number | undefined },
) {
  await unlessNameTaken(
    db.transaction().execute(async (trx) => {
      const before = await lockedForEdit(
        trx.selectFrom('seasons').select(SEASON_COLUMNS).where('id', '=', id),
        version,
        (row) => row,
      );
      const after = await trx
        .updateTable('seasons')
        .set({ name, updated_at: sql`now()`, version: sql`version + 1` })
        .where('id', '=', id)
        .returning(SEASON_COLUMNS)
        .executeTakeFirstOrThrow();
      await auditSeason(trx, { actor, action: 'season.rename', targetId: id, before, after });
    }),
  );
  return getSeason(db, id);
}

/** Only a season no competition belongs to (its categories go with it). */
export async function deleteSeason(db: Database, actor: Actor, id: number) {
  try {
    await db.transaction().execute(async (trx) => {
      const season = await lockedRow(trx.selectFrom('seasons').select(SEASON_COLUMNS).where('id', '=', id));
      const used = await trx
        .selectFrom('competitions')
        .select('id')
        .where('season_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (used) throw new AppError('SEASON_IN_USE');
      const categories = await trx
        .selectFrom('season_categories')
        .select('code')
        .where('season_id', '=', id)
        .orderBy('position')
        .orderBy('code')
        .execute();
      await trx.deleteFrom('seasons').where('id', '=', id).execute();
      await auditSeason(trx, {
        actor,
        action: 'season.delete',
        targetId: id,
        targetLabel: season.name,
        before: { ...season, categories: categories.map((category) => category.code) },
      });
    });
  } catch (error) {
    // A competition was put in the season in the meantime: the foreign key refused the delete.
    if ((error as { code?: string }).code === '23503') throw new AppError('SEASON_IN_USE');
    throw error;
  }
}
