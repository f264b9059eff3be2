import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { missingRow } from '../../errors';
import { lockedRow } from '../edits/locked-for-edit';
import { type Actor, recordAudit } from '../audit/audit';
import { enqueueCtfdSync } from '../ctfd/sync';
import { eraseAddressTraces } from './erase-traces';

/**
 * What erasing a user removes with them: every application (current and earlier), competition
 * registration, finals invitation, and the published results rows under their username.
 */
export async function userErasurePreview(db: Database, id: number) {
  const user = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', id)
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  // One round trip: a count per table the erasure reaches.
  const counts = await db
    .selectNoFrom((eb) => {
      const ownRows = (table: 'competitor_applications' | 'competition_registrations' | 'finals_invitations') =>
        eb.selectFrom(table).select(eb.fn.countAll<number>().as('n')).where('user_id', '=', id);
      return [
        ownRows('competitor_applications').as('applications'),
        ownRows('competition_registrations').as('registrations'),
        ownRows('finals_invitations').as('invitations'),
        eb
          .selectFrom('competition_results')
          .select(eb.fn.countAll<number>().as('n'))
          .where(sql`lower(username)`, '=', user.username.toLowerCase())
          .as('results'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    applications: Number(counts.applications),
    registrations: Number(counts.registrations),
    invitations: Number(counts.invitations),
    results: Number(counts.results),
  };
}

/**
 * Erases a user and everything that is theirs (the counts of userErasurePreview): the results rows
 * under their username go explicitly, the rest by the foreign keys' cascade. Shared by an admin's
 * delete and a user deleting their own account, so both keep and remove the same things; the audit
 * entry keeps the username and the counts, so the history still says who was erased.
 */
export async function eraseUser(db: Database, actor: Actor, id: number, action: 'user.delete' | 'account.delete') {
  const removed = await userErasurePreview(db, id);
  await db.transaction().execute(async (trx) => {
    const user = await lockedRow(trx.selectFrom('users').select('username').where('id', '=', id));
    // Written before the row goes: when the user erases themself, the entry's actor_id is then
    // cleared by its foreign key while actor_username keeps who it was. The username and the counts
    // only (the privacy notice): no address, dates or roles.
    await recordAudit(trx, {
      actor,
      action,
      targetType: 'user',
      targetId: id,
      targetLabel: user.username,
      before: { removed },
    });
    await eraseAddressTraces(trx, id);
    await trx
      .deleteFrom('competition_results')
      .where(sql`lower(username)`, '=', user.username.toLowerCase())
      .execute();
    // Banned in every CTFd the user played on (queued with the deletion, before the rows go).
    await enqueueCtfdSync(trx, id, 'deleted');
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}
