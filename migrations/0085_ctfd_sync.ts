import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A CTFd client may be given its CTFd's address and an admin API token (AES-256-GCM, key from
  // CTFD_TOKEN_KEY): then accounts are kept in step and its scoreboard can be imported.
  await db.schema
    .alterTable('ctfd_clients')
    .addColumn('api_url', 'text')
    .addColumn('api_token_encrypted', 'text')
    .addColumn('api_token_set_at', 'timestamptz')
    .execute();
  // The scope CTFd asked for, so the token answer names what was granted.
  await db.schema.alterTable('ctfd_codes').addColumn('scope', 'text').execute();
  // Which CTFd instances each user has signed in to: only those are told of the user's changes.
  await db.schema
    .createTable('ctfd_logins')
    .addColumn('client_id', 'text', (col) => col.notNull().references('ctfd_clients.client_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_login_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ctfd_logins_pkey', ['client_id', 'user_id'])
    .execute();
  await db.schema.createIndex('ctfd_logins_user_id_idx').on('ctfd_logins').column('user_id').execute();
  // A school typed in (not picked from the list) is still a stable CTFd team: one row per name,
  // compared case-insensitively; its CTFd oauth_id is 1_000_000_000 + id, apart from institution ids.
  await db.schema
    .createTable('ctfd_free_teams')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ctfd_free_teams').execute();
  await db.schema.dropTable('ctfd_logins').execute();
  await db.schema.alterTable('ctfd_codes').dropColumn('scope').execute();
  await db.schema
    .alterTable('ctfd_clients')
    .dropColumn('api_url')
    .dropColumn('api_token_encrypted')
    .dropColumn('api_token_set_at')
    .execute();
}
