import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Every Discord account ever linked to a platform account stays bound to it, also after a relink,
  // until an admin releases it: the Discord link is the identity check for competitors.
  await db.schema
    .createTable('discord_bindings')
    .addColumn('discord_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('first_linked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_linked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('released_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('discord_bindings_user_id_idx').on('discord_bindings').column('user_id').execute();
  await sql`
    INSERT INTO discord_bindings (discord_id, user_id, username, first_linked_at, last_linked_at)
    SELECT provider_user_id, user_id, username, linked_at, linked_at FROM external_accounts WHERE provider = 'discord'
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('discord_bindings').execute();
}
