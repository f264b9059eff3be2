import { CompiledQuery, type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// Deep pages of a million rows without OFFSET scans (docs/decisions.md, "Page anchors"):
// - sort keys stored as columns (generated), so that each list's index answers a page from the index
//   alone (an index-only scan; an expression index always reads the table's rows);
// - page anchors: the sort key of every K-th row of a list, built on demand and kept until the list's
//   rows change, so that a page is a keyset seek from the nearest anchor plus an offset below K;
// - a generation counter (`list_counts` key `gen|lists`), bumped by every statement that writes users
//   or applications, tells whether anchors are current.

const APPLICATION_SORTS: [string, string][] = [
  ['id', 'id'],
  ['name_sort', 'name_sort, id'],
  ['username_sort', 'username_sort, id'],
  ['email_sort', 'email_sort, id'],
  ['team', 'ctf_team, id'],
  ['created', 'created_at, id'],
  ['joined_sort', 'joined_sort, id'],
];
const USER_SORTS: [string, string][] = [
  ['id', 'id'],
  ['username_sort', 'username_sort, id'],
  ['email_sort', 'email_sort, id'],
  ['created', 'created_at, id'],
];

const raw = (db: Kysely<unknown>, text: string) => db.executeQuery(CompiledQuery.raw(text));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users
    ADD COLUMN username_sort text COLLATE sr_icu GENERATED ALWAYS AS (ctf_sr_latin(username)) STORED,
    ADD COLUMN email_sort text GENERATED ALWAYS AS (lower(email)) STORED`.execute(db);
  await sql`ALTER TABLE competitor_applications
    ADD COLUMN name_sort text COLLATE sr_icu GENERATED ALWAYS AS (ctf_sr_latin(last_name || ' ' || first_name)) STORED,
    ADD COLUMN username_sort text COLLATE sr_icu GENERATED ALWAYS AS (ctf_sr_latin(user_username)) STORED,
    ADD COLUMN email_sort text GENERATED ALWAYS AS (lower(user_email)) STORED,
    ADD COLUMN joined_sort timestamptz GENERATED ALWAYS AS (coalesce(joined_team_at, 'infinity'::timestamptz)) STORED`.execute(
    db,
  );

  // The expression indexes of 0040 give way to column indexes carrying the filters' columns.
  for (const index of [
    'users_username_sr_idx',
    'users_email_idx',
    'users_created_at_idx',
    ...['name_sr', 'username_sr', 'email', 'created', 'joined', 'team_flag'].flatMap((name) => [
      `competitor_applications_${name}_idx`,
      `competitor_applications_status_${name}_idx`,
    ]),
    'competitor_applications_status_id_idx',
  ])
    await raw(db, `DROP INDEX ${index}`);
  for (const [name, columns] of USER_SORTS)
    await raw(db, `CREATE INDEX users_list_${name}_idx ON users (${columns}) INCLUDE (email_verified_at, roles)`);
  for (const [name, columns] of APPLICATION_SORTS) {
    await raw(
      db,
      `CREATE INDEX competitor_applications_list_${name}_idx ON competitor_applications (${columns}) INCLUDE (status, ctf_team) WHERE is_current`,
    );
    await raw(
      db,
      `CREATE INDEX competitor_applications_status_${name}_idx ON competitor_applications (status, ${columns}) INCLUDE (ctf_team) WHERE is_current`,
    );
  }

  await sql`CREATE TABLE list_anchors (
    list text NOT NULL,
    sort text NOT NULL,
    generation bigint NOT NULL,
    total bigint NOT NULL,
    step integer NOT NULL,
    keys text[] NOT NULL,
    ids integer[] NOT NULL,
    built_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (list, sort)
  )`.execute(db);

  // One generation for both tables (an application's write also writes its user's search key): one row
  // locked in one order, so that two writers never deadlock on it.
  await sql`
    CREATE FUNCTION ctf_bump_list_generation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO list_counts AS lc (key, n) VALUES ('gen|lists', 1)
      ON CONFLICT (key) DO UPDATE SET n = lc.n + 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['users', 'competitor_applications'])
    await raw(
      db,
      `CREATE TRIGGER ctf_list_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION ctf_bump_list_generation()`,
    );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION ctf_bump_list_generation() CASCADE`.execute(db);
  await sql`DELETE FROM list_counts WHERE key = 'gen|lists'`.execute(db);
  await sql`DROP TABLE list_anchors`.execute(db);
  for (const [name] of USER_SORTS) await raw(db, `DROP INDEX users_list_${name}_idx`);
  for (const [name] of APPLICATION_SORTS) {
    await raw(db, `DROP INDEX competitor_applications_list_${name}_idx`);
    await raw(db, `DROP INDEX competitor_applications_status_${name}_idx`);
  }
  await sql`ALTER TABLE users DROP COLUMN username_sort, DROP COLUMN email_sort`.execute(db);
  await sql`ALTER TABLE competitor_applications DROP COLUMN name_sort, DROP COLUMN username_sort,
    DROP COLUMN email_sort, DROP COLUMN joined_sort`.execute(db);
  await sql`CREATE INDEX users_created_at_idx ON users (created_at, id)`.execute(db);
  await sql`CREATE INDEX users_username_sr_idx ON users ((ctf_sr_latin(username) COLLATE sr_icu), id)`.execute(db);
  await sql`CREATE INDEX users_email_idx ON users (lower(email), id)`.execute(db);
  const applicationSorts: [string, string][] = [
    ['name_sr', "(ctf_sr_latin(last_name || ' ' || first_name) COLLATE sr_icu)"],
    ['username_sr', '(ctf_sr_latin(user_username) COLLATE sr_icu)'],
    ['email', '(lower(user_email))'],
    ['created', 'created_at'],
    ['joined', 'joined_team_at'],
    ['team_flag', 'ctf_team'],
  ];
  for (const [name, key] of applicationSorts) {
    await raw(
      db,
      `CREATE INDEX competitor_applications_${name}_idx ON competitor_applications (${key}, id) WHERE is_current`,
    );
    await raw(
      db,
      `CREATE INDEX competitor_applications_status_${name}_idx ON competitor_applications (status, ${key}, id) WHERE is_current`,
    );
  }
  await sql`CREATE INDEX competitor_applications_status_id_idx ON competitor_applications (status, id)
    WHERE is_current`.execute(db);
}
