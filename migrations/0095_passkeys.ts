import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // WebAuthn credentials (passkeys): a second factor, or a sign-in without the password.
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The credential id as base64url, as the browser names it; unique across all users.
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    // The COSE public key as the authenticator gave it.
    .addColumn('public_key', 'bytea', (col) => col.notNull())
    // The signature counter (0 for authenticators that keep none); up to 2^32 - 1.
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('backed_up', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();

  // Challenges handed to the browser: short-lived, used once (deleted when answered), bound to the
  // session that asked (registration, second factor) or to one sign-in attempt (password-less).
  // In the database so that any instance can check the answer.
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose IN ('register', 'second_factor', 'login')`))
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.references('sessions.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_at_idx')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_session_id_idx')
    .on('webauthn_challenges')
    .column('session_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
