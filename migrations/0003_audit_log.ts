import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Every admin decision and change: who, what, on which record, the values before and after.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_username', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, created_at DESC)`.execute(db);

  // Admin lists sort and search users by these.
  await sql`CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_email_trgm_idx`.execute(db);
  await sql`DROP INDEX users_username_trgm_idx`.execute(db);
  await db.schema.dropTable('audit_log').execute();
}
