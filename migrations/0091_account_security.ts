import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Sessions: when last used (the account page lists them), and the second factor's state: proved
  // in this session (second_factor_at), or still to be given after the password (pending).
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('second_factor_at', 'timestamptz')
    .addColumn('second_factor_pending', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('second_factor_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('users')
    // A self-registered account not verified by then is removed, freeing its address (squatting).
    .addColumn('unverified_expires_at', 'timestamptz')
    // TOTP (RFC 6238): the confirmed secret, one being enrolled, and the last time step used (no replay).
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    .addColumn('totp_last_step', 'integer')
    .execute();
  await sql`CREATE INDEX users_unverified_expires_at_idx ON users (unverified_expires_at)
    WHERE unverified_expires_at IS NOT NULL`.execute(db);

  // Single-use recovery codes for the second factor; only their SHA-256 is kept.
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('recovery_codes_user_id_idx').on('recovery_codes').column('user_id').execute();

  // A new address waiting for its link; it replaces the account's address only when confirmed.
  await db.schema
    .createTable('email_change_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_change_tokens_user_id_idx').on('email_change_tokens').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_change_tokens').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await sql`DROP INDEX IF EXISTS users_unverified_expires_at_idx`.execute(db);
  await db.schema
    .alterTable('users')
    .dropColumn('unverified_expires_at')
    .dropColumn('totp_secret')
    .dropColumn('totp_pending_secret')
    .dropColumn('totp_enabled_at')
    .dropColumn('totp_last_step')
    .execute();
  await db.schema
    .alterTable('sessions')
    .dropColumn('last_seen_at')
    .dropColumn('second_factor_at')
    .dropColumn('second_factor_pending')
    .dropColumn('second_factor_failures')
    .execute();
}
