import { CompiledQuery, type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// The organizer's registrations and finalists lists paged like the admin lists (migrations 0040 and
// 0050, docs/decisions.md "Page anchors"): kept counts per competition and status, a generation per
// table for the page anchors, and for registrations stored sort keys and a trigram-indexed search key.

const raw = (db: Kysely<unknown>, text: string) => db.executeQuery(CompiledQuery.raw(text));

/** Registration sort indexes: every row of a competition, and led by the status (the status filter). */
const REGISTRATION_SORTS: [string, string][] = [
  ['name', 'name_sort, id'],
  ['username', 'username_sort, id'],
  ['status_rank', 'status_rank, id'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The registrant's username, copied (kept by the triggers below) so that the list sorts by it through
  // an index of its own table; the search key holds the registration's names, username and e-mail.
  await sql`ALTER TABLE competition_registrations
    ADD COLUMN user_username text NOT NULL DEFAULT '',
    ADD COLUMN search_key text NOT NULL DEFAULT ''`.execute(db);
  await sql`UPDATE competition_registrations r SET user_username = u.username,
    search_key = ctf_search_key(concat_ws(' ', r.first_name, r.last_name, u.username, u.email))
    FROM users u WHERE u.id = r.user_id`.execute(db);
  await sql`ALTER TABLE competition_registrations
    ADD COLUMN name_sort text COLLATE sr_icu GENERATED ALWAYS AS (ctf_sr_latin(last_name || ' ' || first_name)) STORED,
    ADD COLUMN username_sort text COLLATE sr_icu GENERATED ALWAYS AS (ctf_sr_latin(user_username)) STORED,
    ADD COLUMN status_rank integer GENERATED ALWAYS AS (
      CASE status WHEN 'pending' THEN 0 WHEN 'accepted' THEN 1 ELSE 2 END) STORED`.execute(db);

  await sql`
    CREATE FUNCTION ctf_registrations_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE email text;
    BEGIN
      SELECT u.username, u.email INTO NEW.user_username, email FROM users u WHERE u.id = NEW.user_id;
      NEW.search_key := ctf_search_key(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.user_username, email));
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ctf_registrations_search_key BEFORE INSERT OR UPDATE OF first_name, last_name, user_id
    ON competition_registrations FOR EACH ROW EXECUTE FUNCTION ctf_registrations_search_key()`.execute(db);
  // A renamed user or a changed address: their registrations' copies follow. Only when they have
  // registrations, so that the registrations' statement triggers (a generation write) do not run for
  // every account change.
  await sql`
    CREATE FUNCTION ctf_users_registration_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM competition_registrations WHERE user_id = NEW.id) THEN
        UPDATE competition_registrations
        SET user_username = NEW.username,
          search_key = ctf_search_key(concat_ws(' ', first_name, last_name, NEW.username, NEW.email))
        WHERE user_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ctf_users_registration_keys AFTER UPDATE OF username, email ON users FOR EACH ROW
    WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email)
    EXECUTE FUNCTION ctf_users_registration_keys()`.execute(db);

  await raw(db, 'CREATE INDEX competition_registrations_user_idx ON competition_registrations (user_id)');
  for (const [name, columns] of REGISTRATION_SORTS) {
    await raw(
      db,
      `CREATE INDEX competition_registrations_${name}_idx ON competition_registrations (competition_id, ${columns}) INCLUDE (status)`,
    );
    await raw(
      db,
      `CREATE INDEX competition_registrations_status_${name}_idx ON competition_registrations (competition_id, status, ${columns})`,
    );
  }
  await sql`CREATE INDEX competition_registrations_search_key_trgm_idx ON competition_registrations
    USING gin (search_key gin_trgm_ops)`.execute(db);

  // Kept counts: "<list>|<competition id>|*" and "<list>|<competition id>|<status>", one upsert per
  // statement (ctf_add_counts, migration 0040). The list's name is the trigger's argument.
  await sql`
    CREATE FUNCTION ctf_competition_count_keys(list text, competition_id integer, status text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN ARRAY[list || '|' || competition_id || '|*', list || '|' || competition_id || '|' || status]`.execute(db);
  await sql`
    CREATE FUNCTION ctf_count_competition_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changes jsonb; list text := TG_ARGV[0];
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM list_counts WHERE key LIKE list || '|%';
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' THEN
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, count(*) AS d FROM new_rows, unnest(ctf_competition_count_keys(list, competition_id, status)) AS key
          GROUP BY key) AS s;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, -count(*) AS d FROM old_rows, unnest(ctf_competition_count_keys(list, competition_id, status)) AS key
          GROUP BY key) AS s;
      ELSE
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, sum(d) AS d FROM (
            SELECT key, 1 AS d FROM new_rows, unnest(ctf_competition_count_keys(list, competition_id, status)) AS key
            UNION ALL
            SELECT key, -1 AS d FROM old_rows, unnest(ctf_competition_count_keys(list, competition_id, status)) AS key) AS c
          GROUP BY key HAVING sum(d) <> 0) AS s;
      END IF;
      IF changes IS NOT NULL THEN PERFORM ctf_add_counts(changes); END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, list] of [
    ['competition_registrations', 'registrations'],
    ['finals_invitations', 'finalists'],
  ]) {
    await raw(
      db,
      `CREATE TRIGGER ctf_count_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_competition_rows('${list}')`,
    );
    await raw(
      db,
      `CREATE TRIGGER ctf_count_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_competition_rows('${list}')`,
    );
    await raw(
      db,
      `CREATE TRIGGER ctf_count_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_competition_rows('${list}')`,
    );
    await raw(
      db,
      `CREATE TRIGGER ctf_count_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_competition_rows('${list}')`,
    );
    await raw(
      db,
      `INSERT INTO list_counts (key, n) SELECT key, count(*) FROM ${table},
        unnest(ctf_competition_count_keys('${list}', competition_id, status)) AS key GROUP BY key`,
    );
  }

  // The generation trigger of 0050 takes the generation's key as an argument (default: the users and
  // applications one). Registrations have their own, so that a registration burst does not age the
  // admin lists' anchors; the finalists list sorts by the users' and applications' columns (names,
  // school), so invitations share theirs.
  await sql`
    CREATE OR REPLACE FUNCTION ctf_bump_list_generation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO list_counts AS lc (key, n) VALUES (coalesce(TG_ARGV[0], 'gen|lists'), 1)
      ON CONFLICT (key) DO UPDATE SET n = lc.n + 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ctf_list_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON competition_registrations
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_bump_list_generation('gen|registrations')`.execute(db);
  await sql`CREATE TRIGGER ctf_list_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON finals_invitations
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_bump_list_generation()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['competition_registrations', 'finals_invitations']) {
    for (const trigger of ['ctf_list_generation', 'ctf_count_insert', 'ctf_count_update', 'ctf_count_delete'])
      await raw(db, `DROP TRIGGER ${trigger} ON ${table}`);
    await raw(db, `DROP TRIGGER ctf_count_truncate ON ${table}`);
  }
  await sql`DELETE FROM list_counts WHERE key LIKE 'registrations|%' OR key LIKE 'finalists|%'
    OR key = 'gen|registrations'`.execute(db);
  await sql`DELETE FROM list_anchors WHERE list LIKE 'registrations|%' OR list LIKE 'finalists|%'`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION ctf_bump_list_generation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO list_counts AS lc (key, n) VALUES ('gen|lists', 1)
      ON CONFLICT (key) DO UPDATE SET n = lc.n + 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP FUNCTION ctf_count_competition_rows()`.execute(db);
  await sql`DROP FUNCTION ctf_competition_count_keys(text, integer, text)`.execute(db);
  await sql`DROP FUNCTION ctf_users_registration_keys() CASCADE`.execute(db);
  await sql`DROP FUNCTION ctf_registrations_search_key() CASCADE`.execute(db);
  await raw(db, 'DROP INDEX competition_registrations_search_key_trgm_idx');
  await raw(db, 'DROP INDEX competition_registrations_user_idx');
  for (const [name] of REGISTRATION_SORTS) {
    await raw(db, `DROP INDEX competition_registrations_${name}_idx`);
    await raw(db, `DROP INDEX competition_registrations_status_${name}_idx`);
  }
  await sql`ALTER TABLE competition_registrations DROP COLUMN name_sort, DROP COLUMN username_sort,
    DROP COLUMN status_rank, DROP COLUMN user_username, DROP COLUMN search_key`.execute(db);
}
