import { CompiledQuery, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
//
// A broad search of the users list (thousands of matches, the total shown as an estimate) walks the
// list in its sort order and keeps the page's matches (docs/decisions.md, "Searches"). The walk read
// each row's search key from the table, one heap page per row: 20,000 rows took 15 ms of a 21 ms
// answer at a million users (issue 14). The list indexes now carry the search key too, so the walk
// reads the index alone.
//
// The trigram indexes on lower(username) and lower(email) (migration 0003) have answered no query
// since the search key replaced them (migration 0040): dropped, which pays for most of the space the
// search key adds to the list indexes and saves two index writes per new or renamed account.

const raw = (db: Kysely<unknown>, text: string) => db.executeQuery(CompiledQuery.raw(text));

const USER_SORTS: [string, string][] = [
  ['id', 'id'],
  ['username_sort', 'username_sort, id'],
  ['email_sort', 'email_sort, id'],
  ['created', 'created_at, id'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of USER_SORTS) {
    await raw(db, `DROP INDEX users_list_${name}_idx`);
    await raw(
      db,
      `CREATE INDEX users_list_${name}_idx ON users (${columns}) INCLUDE (email_verified_at, roles, search_key)`,
    );
  }
  await raw(db, 'DROP INDEX users_username_trgm_idx');
  await raw(db, 'DROP INDEX users_email_trgm_idx');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await raw(db, 'CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)');
  await raw(db, 'CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops)');
  for (const [name, columns] of USER_SORTS) {
    await raw(db, `DROP INDEX users_list_${name}_idx`);
    await raw(db, `CREATE INDEX users_list_${name}_idx ON users (${columns}) INCLUDE (email_verified_at, roles)`);
  }
}
