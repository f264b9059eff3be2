import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Failed sign-ins, kept in PostgreSQL so they survive a Redis restart and count across instances.
  // One row per (account, address) with its consecutive failures and growing delay, and one row per
  // account (address '*') counting failures from everywhere in a window.
  await db.schema
    .createTable('login_throttle')
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('blocked_until', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('login_throttle_pkey', ['account', 'ip'])
    .execute();
  await sql`CREATE INDEX login_throttle_blocked_until_idx ON login_throttle (blocked_until)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
}
