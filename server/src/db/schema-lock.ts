import { type Kysely, sql } from 'kysely';

// One key for all start-up schema work (migrations, pg-boss's install and its queues), so any
// number of instances or workers starting at once take turns instead of deadlocking.
const SCHEMA_LOCK = sql`hashtext('ctf-platform:schema')`;

/**
 * Runs `work` while holding the session-level advisory lock on one connection of `db`. Waiting
 * instances block on the lock; a crashed holder's lock ends with its connection.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function withSchemaLock<T>(db: Kysely<any>, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SCHEMA_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${SCHEMA_LOCK})`.execute(connection).catch(() => {});
    }
  });
}
