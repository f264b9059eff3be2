import { sql } from 'kysely';
import type { Category, TCategoryCreateOutput, TCategoryUpdateOutput } from '@ctf/shared/schemas/programme';
import type { Database } from '../../db/database';
import { unlessTaken } from '../../db/unique-violation';
import { AppError, missingRow } from '../../errors';
import { type Actor, auditOf } from '../audit/audit';
import { lockedForEdit, lockedRow } from '../edits/locked-for-edit';
import { CATEGORY_COLUMNS, categoriesOfSeasons, toCategoryDto } from './seasons';

const auditCategory = auditOf('season_category');

/** A new category comes last in its season's order; a code its season has is a field error on the code. */
export async function createCategory(db: Database, actor: Actor, input: TCategoryCreateOutput) {
  const created = db.transaction().execute(async (trx) => {
    // The season's row locked: two categories added at once do not take the same place.
    await lockedRow(trx.selectFrom('seasons').select('id').where('id', '=', input.season_id));
    const row = await trx
      .insertInto('season_categories')
      .values((eb) => ({
        ...input,
        position: eb
          .selectFrom('season_categories')
          .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
          .where('season_id', '=', input.season_id),
      }))
      .returning(CATEGORY_COLUMNS)
      .executeTakeFirstOrThrow();
    const category = toCategoryDto(row);
    await auditCategory(trx, { actor, action: 'category.create', targetId: row.id, after: category });
    return category;
  });
  return unlessTaken(created, 'CATEGORY_EXISTS', { code: ['categoryExists'] });
}

/**
 * Only the fields sent change; the age window is checked as it will be saved (a new minimum over
 * the kept maximum is refused on the maximum, as the form shows it).
 */
export async function updateCategory(db: Database, actor: Actor, { id, version, ...changes }: TCategoryUpdateOutput) {
  return db.transaction().execute(async (trx) => {
    const before = toCategoryDto(
      await lockedForEdit(
        trx.selectFrom('season_categories').select(CATEGORY_COLUMNS).where('id', '=', id),
        version,
        toCategoryDto,
      ),
    );
    const ageMin = changes.age_min !== undefined ? changes.age_min : before.age_min;
    const ageMax = changes.age_max !== undefined ? changes.age_max : before.age_max;
    if (ageMin !== null && ageMax !== null && ageMin > ageMax)
      throw new AppError('VALIDATION_ERROR', { fieldErrors: { age_max: ['ageMaxBelowMin'] } });
    const row = await trx
      .updateTable('season_categories')
      .set({ ...changes, updated_at: sql`now()`, version: sql`version + 1` })
      .where('id', '=', id)
      .returning(CATEGORY_COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toCategoryDto(row);
    await auditCategory(trx, { actor, action: 'category.update', targetId: id, before, after });
    return after;
  });
}

/** Refused while a competition of the season admits only some categories and names this one. */
export async function deleteCategory(db: Database, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const category = await lockedRow(trx.selectFrom('season_categories').select(CATEGORY_COLUMNS).where('id', '=', id));
    const namedBy = await trx
      .selectFrom('competitions')
      .select('id')
      .where('season_id', '=', category.season_id)
      .where(sql<boolean>`${category.code} = any(allowed_categories)`)
      .limit(1)
      .executeTakeFirst();
    if (namedBy) throw new AppError('CATEGORY_IN_USE');
    await trx.deleteFrom('season_categories').where('id', '=', id).execute();
    await auditCategory(trx, {
      actor,
      action: 'category.delete',
      targetId: id,
      targetLabel: category.name,
      before: toCategoryDto(category),
    });
  });
}

/**
 * Moves a category one place up or down in its season's order (at either end nothing moves) and
 * answers the season's categories in their new order. The places are renumbered 0, 1, 2, … so ties
 * left by older rows cannot stop a move. An order is the season's, not the category's own content:
 * it keeps its version (an open edit of it is no conflict).
 */
export async function moveCategory(
  db: Database,
  actor: Actor,
  { id, direction }: { id: number; direction: 'up' | 'down' },
): Promise<Category[]> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .selectFrom('season_categories')
      .select('season_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
    const seasonId = moved.season_id;
    const order = await trx
      .selectFrom('season_categories')
      .select(['id', 'position'])
      .where('season_id', '=', seasonId)
      .orderBy('position')
      .orderBy('code')
      .forUpdate()
      .execute();
    const from = order.findIndex((row) => row.id === id);
    if (from < 0) throw new AppError('NOT_FOUND');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < order.length) {
      const ids = order.map((row) => row.id);
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      for (const [position, categoryId] of ids.entries()) {
        if (order.find((row) => row.id === categoryId)!.position === position) continue;
        await trx.updateTable('season_categories').set({ position }).where('id', '=', categoryId).execute();
      }
      await auditCategory(trx, {
        actor,
        action: 'category.move',
        targetId: id,
        before: { position: from + 1 },
        after: { position: to + 1 },
      });
    }
    return (await categoriesOfSeasons(trx, [seasonId])).get(seasonId) ?? [];
  });
}
