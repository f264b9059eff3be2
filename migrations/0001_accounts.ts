import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('roles', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('sr'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_language_check', sql`language IN ('sr', 'en')`)
    .execute();
  // Unique regardless of case: "Marko" and "marko" are the same person to everyone reading a scoreboard.
  await sql`CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);
  await sql`CREATE INDEX users_created_at_idx ON users (created_at, id)`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  for (const table of ['email_verification_tokens', 'password_reset_tokens']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table}_user_id_idx`).on(table).column('user_id').execute();
  }

  // Single use of bot-check tokens: a token's id is stored until it would have expired anyway.
  await db.schema
    .createTable('bot_check_uses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // What the development mail transport "sent"; read at /dev/mailbox.
  await db.schema
    .createTable('dev_mailbox')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'dev_mailbox',
    'bot_check_uses',
    'password_reset_tokens',
    'email_verification_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
