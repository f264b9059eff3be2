import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// Moving in from the previous platform (npm run import, the admin page):
// - `users.imported_at`: when the import created the account (null: registered here). Admins see it,
//   and a later import may update only such an account (its roles, verification, a password hash it
//   has not replaced by signing in here), never one registered here.
// - Usernames are one name in either script: "Марко" and "marko" are the same person to the importer,
//   which looks up a file's names by their search key (ctf_search_key, migration 0040) in batches of
//   a thousand. An index on that key answers them without reading every account.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN imported_at timestamptz`.execute(db);
  await sql`CREATE INDEX users_username_search_key_idx ON users (ctf_search_key(username))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_username_search_key_idx`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN imported_at`.execute(db);
}
