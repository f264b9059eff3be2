import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// The admin users list filters suspended accounts (issue 11): few rows, found through a partial index,
// so counting them (and the active ones, the kept count minus them) never reads the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_suspended_idx ON users (id) WHERE suspended_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX users_suspended_idx`.execute(db);
}
