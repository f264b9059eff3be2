import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { type Actor, auditInstitution } from '../audit/audit';

/**
 * Merges a duplicate institution into the one kept: every application and competition registration
 * that names it moves to the kept one, then it is deleted. One transaction, both rows locked; an entry
 * on each institution records the move (the removed one's name stays readable in its entry).
 */
export async function mergeInstitutions(db: Database, actor: Actor, keepId: number, removeId: number) {
  if (keepId === removeId) throw new AppError('MERGE_SAME_INSTITUTION');
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('institutions')
      .select(['id', 'name', 'city'])
      .where('id', 'in', [keepId, removeId])
      .orderBy('id')
      .forUpdate()
      .execute();
    const kept = rows.find((r) => r.id === keepId);
    const removed = rows.find((r) => r.id === removeId);
    if (!kept || !removed) throw new AppError('INSTITUTION_NOT_FOUND');
    const applications = await trx
      .updateTable('competitor_applications')
      .set({ institution_id: keepId, version: sql`version + 1` })
      .where('institution_id', '=', removeId)
      .executeTakeFirst();
    const registrations = await trx
      .updateTable('competition_registrations')
      .set({ institution_id: keepId })
      .where('institution_id', '=', removeId)
      .executeTakeFirst();
    // The school's mentors stay its mentors (its requests and join code go with the removed row).
    await trx
      .insertInto('mentor_institutions')
      .columns(['user_id', 'institution_id', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('mentor_institutions')
          .select(['user_id', eb.val(keepId).as('institution_id'), 'created_at'])
          .where('institution_id', '=', removeId),
      )
      .onConflict((oc) => oc.columns(['user_id', 'institution_id']).doNothing())
      .execute();
    const moved = {
      applications: Number(applications.numUpdatedRows),
      registrations: Number(registrations.numUpdatedRows),
    };
    const removedName = `${removed.name} (${removed.city})`;
    await auditInstitution(trx, {
      actor,
      action: 'institution.merge',
      targetId: removeId,
      targetLabel: removed.name,
      before: { name: removed.name, city: removed.city },
      after: { merged: `${kept.name} (${kept.city})`, applications: moved.applications },
    });
    await trx.deleteFrom('institutions').where('id', '=', removeId).execute();
    await auditInstitution(trx, {
      actor,
      action: 'institution.merge',
      targetId: keepId,
      before: {},
      after: { merged: removedName, applications: moved.applications },
    });
    return { kept_id: keepId, moved_applications: moved.applications, moved_registrations: moved.registrations };
  });
}
