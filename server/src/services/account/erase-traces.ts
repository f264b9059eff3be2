import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { deleteMailOf } from '../jobs/mail-records';

/**
 * The erasure's other half (eraseUser runs it in its transaction, before the user's row and its
 * cascade go): every place outside the user's own rows that holds one of their e-mail addresses.
 * What the privacy notice keeps (the audit entries) stays, without the addresses.
 * `server/test/account/erasure-traces.test.ts` searches every table for the address afterwards.
 */
export async function eraseAddressTraces(trx: Database, userId: number) {
  // The address, one being changed to, and those the account's links were sent to.
  const { rows } = await sql<{ address: string }>`
    select lower(email) as address from users where id = ${userId}
    union select lower(email) from email_change_tokens where user_id = ${userId}
    union select lower(email) from email_verification_tokens where user_id = ${userId}
    union select lower(email) from password_reset_tokens where user_id = ${userId}`.execute(trx);
  const addresses = rows.map((r) => r.address);

  // Earlier entries about the account and its applications keep what changed, not the addresses.
  const withoutAddresses = (column: RawBuilder<unknown>) => sql`case when jsonb_typeof(${column}) = 'object'
    then coalesce((select jsonb_object_agg(key, value) from jsonb_each(${column})
      where not (jsonb_typeof(value) = 'string' and lower(value #>> '{}') = any(${addresses}::text[]))), '{}'::jsonb)
    else ${column} end`;
  await sql`update audit_log
    set before = ${withoutAddresses(sql`before`)}, after = ${withoutAddresses(sql`after`)}
    where (target_type = 'user' and target_id = ${userId})
      or (target_type = 'competitor' and target_id in (select id from competitor_applications where user_id = ${userId}))`.execute(
    trx,
  );

  // An announcement's record of recipients loses them (their rows go by the foreign key's cascade),
  // and its count with them, so "sent" still reaches the count.
  await trx
    .updateTable('announcements')
    .set((eb) => ({ recipient_count: eb('recipient_count', '-', 1) }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('announcement_recipients').select('announcement_id').where('user_id', '=', userId),
    )
    .execute();

  // Mail to them, queued or sent (pg-boss keeps sent mail about a week).
  await deleteMailOf(trx, userId, addresses);
  if (addresses.length === 0) return;
  await trx
    .deleteFrom('dev_mailbox')
    .where(sql`lower("to")`, 'in', addresses)
    .execute();
  // Page anchors of the admin lists hold every n-th row's sort key (an address when sorted by it):
  // those are rebuilt on their next use.
  await sql`delete from list_anchors a
    where exists (select 1 from unnest(a.keys) k where lower(k) = any(${addresses}::text[]))`.execute(trx);
}
