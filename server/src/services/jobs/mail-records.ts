import { sql } from 'kysely';
import type { TOwnData } from '@ctf/shared';
import type { Database } from '../../db/database';
import { MAIL_QUEUE } from './queues';

/**
 * pg-boss keeps a mail job (the whole message) after sending: in `pgboss.job` for 12 hours, then in
 * `pgboss.archive` for 7 days (pg-boss 10's defaults). Each job names the account it is for
 * (`data.userId`, see MailQueue.enqueue); these are the only readers of that, so a user's mail is
 * found by the account, never by an address a later account may hold.
 */
async function queueTables(db: Database) {
  const { rows } = await sql<{ job: string | null; archive: string | null }>`
    select to_regclass('pgboss.job')::text as job, to_regclass('pgboss.archive')::text as archive`.execute(db);
  // Missing: an instance whose queue never started.
  return { job: Boolean(rows[0]?.job), archive: Boolean(rows[0]?.archive) };
}

/** The account's mail, oldest first: subject, when it was queued and how far it got. */
export async function findMailOf(db: Database, userId: number): Promise<TOwnData['mail']> {
  const tables = await queueTables(db);
  if (!tables.job) return [];
  const ofUser = sql`name = ${MAIL_QUEUE} and data->>'userId' = ${String(userId)}`;
  const archived = tables.archive
    ? sql`union all select data->>'subject', created_on, state::text from pgboss.archive where ${ofUser}`
    : sql``;
  const { rows } = await sql<{ subject: string | null; created_on: Date; state: string }>`
    select subject, created_on, state from (
      select data->>'subject' as subject, created_on, state::text as state from pgboss.job where ${ofUser}
      ${archived}
    ) mail
    order by created_on`.execute(db);
  return rows.map((r) => ({ subject: r.subject ?? '', created_at: r.created_on.toISOString(), state: r.state }));
}

/**
 * An erasure: the account's mail jobs go, queued ones (never sent) and sent ones alike. Jobs queued
 * before they named their account are matched by the account's addresses (`addresses`, lower case).
 */
export async function deleteMailOf(db: Database, userId: number, addresses: string[]): Promise<void> {
  const tables = await queueTables(db);
  const ofUser = sql`name = ${MAIL_QUEUE} and (data->>'userId' = ${String(userId)}
    or (data->>'userId' is null and lower(data->>'to') = any(${addresses}::text[])))`;
  if (tables.job) await sql`delete from pgboss.job where ${ofUser}`.execute(db);
  if (tables.archive) await sql`delete from pgboss.archive where ${ofUser}`.execute(db);
}
