import { CompiledQuery, type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// Lists at national scale (1M users): search keys kept by the database, Serbian sort order, and row
// counts kept by triggers so that a page view never counts a million rows.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The SQL twin of `toSearchKey` in shared/src/transliteration.ts (a test checks they agree):
  // lower case, Cyrillic to Latin, diacritics removed, single spaces. "Илић", "Ilić", "ILIC" give "ilic".
  // Lower-casing goes through ICU so that it does not depend on the database's locale.
  await sql`
    CREATE FUNCTION ctf_search_key(t text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN btrim(regexp_replace(regexp_replace(normalize(translate(
      replace(replace(replace(replace(replace(replace(replace(replace(
        lower(t COLLATE "und-x-icu"),
        'љ', 'lj'), 'њ', 'nj'), 'џ', 'dz'), 'ђ', 'dj'), 'đ', 'dj'), 'ǆ', 'dz'), 'ǉ', 'lj'), 'ǌ', 'nj'),
      'абвгдежзијклмнопрстћуфхцчш', 'abvgdezzijklmnoprstcufhccs'), NFKD),
      '[\u0300-\u036f]', '', 'g'), '\\s+', ' ', 'g'))`.execute(db);

  // Serbian Cyrillic to Serbian Latin, keeping case, so that both scripts sort as one alphabet.
  await sql`
    CREATE FUNCTION ctf_sr_latin(t text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN translate(
      replace(replace(replace(replace(replace(replace(t, 'Љ', 'Lj'), 'Њ', 'Nj'), 'Џ', 'Dž'), 'љ', 'lj'), 'њ', 'nj'), 'џ', 'dž'),
      'АБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШабвгдђежзијклмнопрстћуфхцчш',
      'ABVGDĐEŽZIJKLMNOPRSTĆUFHCČŠabvgdđežzijklmnoprstćufhcčš')`.execute(db);

  // Serbian Latin order (č ć after c, dž đ after d, lj after l, nj after n, š after s, ž after z),
  // digits compared as numbers ("Cup 2" before "Cup 11").
  await sql`CREATE COLLATION sr_icu (provider = icu, locale = 'sr-Latn-u-kn-true')`.execute(db);

  // Search keys, kept by triggers so that every writer (the app, scripts, tests, psql) keeps them
  // right: a user's key holds username, e-mail and the names on their current application; an
  // application's key holds its names and its user's username and e-mail. One indexed column answers
  // a whole search, whichever of these each word matched.
  await sql`ALTER TABLE users ADD COLUMN search_key text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE competitor_applications ADD COLUMN search_key text NOT NULL DEFAULT ''`.execute(db);
  // The applicant's username and e-mail, copied (by the same triggers) so that the competitor lists sort
  // by them through an index of their own table.
  await sql`ALTER TABLE competitor_applications ADD COLUMN user_username text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE competitor_applications ADD COLUMN user_email text NOT NULL DEFAULT ''`.execute(db);
  await sql`
    CREATE FUNCTION ctf_user_search_key(user_id integer, username text, email text) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    RETURN ctf_search_key(concat_ws(' ', username, email, (
      SELECT first_name || ' ' || last_name FROM competitor_applications c
      WHERE c.user_id = ctf_user_search_key.user_id AND c.is_current)))`.execute(db);
  await sql`
    CREATE FUNCTION ctf_users_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_WHEN = 'BEFORE' THEN
        NEW.search_key := ctf_user_search_key(NEW.id, NEW.username, NEW.email);
        RETURN NEW;
      END IF;
      UPDATE competitor_applications
      SET search_key = ctf_search_key(concat_ws(' ', first_name, last_name, NEW.username, NEW.email)),
        user_username = NEW.username, user_email = NEW.email
      WHERE user_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ctf_users_search_key BEFORE INSERT OR UPDATE OF username, email ON users
    FOR EACH ROW EXECUTE FUNCTION ctf_users_search_key()`.execute(db);
  await sql`CREATE TRIGGER ctf_users_search_key_after AFTER UPDATE OF username, email ON users
    FOR EACH ROW EXECUTE FUNCTION ctf_users_search_key()`.execute(db);
  await sql`
    CREATE FUNCTION ctf_applications_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_WHEN = 'BEFORE' THEN
        SELECT username, email INTO NEW.user_username, NEW.user_email FROM users WHERE id = NEW.user_id;
        NEW.search_key := ctf_search_key(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.user_username, NEW.user_email));
        RETURN NEW;
      END IF;
      UPDATE users SET search_key = ctf_user_search_key(id, username, email) WHERE id = NEW.user_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ctf_applications_search_key BEFORE INSERT OR UPDATE OF first_name, last_name, user_id
    ON competitor_applications FOR EACH ROW EXECUTE FUNCTION ctf_applications_search_key()`.execute(db);
  await sql`CREATE TRIGGER ctf_applications_search_key_after AFTER INSERT OR UPDATE OF first_name, last_name, is_current
    ON competitor_applications FOR EACH ROW EXECUTE FUNCTION ctf_applications_search_key()`.execute(db);
  await sql`UPDATE users SET search_key = ctf_user_search_key(id, username, email)`.execute(db);
  await sql`UPDATE competitor_applications c SET user_username = u.username, user_email = u.email,
    search_key = ctf_search_key(concat_ws(' ', c.first_name, c.last_name, u.username, u.email))
    FROM users u WHERE u.id = c.user_id`.execute(db);
  await sql`CREATE INDEX users_search_key_trgm_idx ON users USING gin (search_key gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX competitor_applications_search_key_trgm_idx ON competitor_applications
    USING gin (search_key gin_trgm_ops) WHERE is_current`.execute(db);

  // Sort keys.
  await sql`CREATE INDEX users_username_sr_idx ON users ((ctf_sr_latin(username) COLLATE sr_icu), id)`.execute(db);
  await sql`CREATE INDEX users_email_idx ON users (lower(email), id)`.execute(db);
  await sql`CREATE INDEX users_roles_idx ON users USING gin (roles)`.execute(db);
  await sql`CREATE INDEX users_unverified_idx ON users (id) WHERE email_verified_at IS NULL`.execute(db);
  // Competitor lists: each sort key on every current application (tab "all") and led by the status
  // (tabs "pending" and "ctf-team"), so that any tab's page is read in index order.
  const applicationSorts: [string, string][] = [
    ['name_sr', "(ctf_sr_latin(last_name || ' ' || first_name) COLLATE sr_icu)"],
    ['username_sr', '(ctf_sr_latin(user_username) COLLATE sr_icu)'],
    ['email', '(lower(user_email))'],
    ['created', 'created_at'],
    ['joined', 'joined_team_at'],
    ['team_flag', 'ctf_team'],
  ];
  for (const [name, key] of applicationSorts) {
    await db.executeQuery(
      CompiledQuery.raw(
        `CREATE INDEX competitor_applications_${name}_idx ON competitor_applications (${key}, id) WHERE is_current`,
      ),
    );
    await db.executeQuery(
      CompiledQuery.raw(
        `CREATE INDEX competitor_applications_status_${name}_idx ON competitor_applications (status, ${key}, id) WHERE is_current`,
      ),
    );
  }
  await sql`CREATE INDEX competitor_applications_status_id_idx ON competitor_applications (status, id)
    WHERE is_current`.execute(db);
  await sql`CREATE INDEX institutions_name_sr_idx ON institutions ((ctf_sr_latin(name) COLLATE sr_icu), id)`.execute(
    db,
  );
  await sql`CREATE INDEX institutions_city_sr_idx ON institutions ((ctf_sr_latin(city) COLLATE sr_icu), id)`.execute(
    db,
  );

  // Row counts kept by the database, per list and filter: `key` names a list ("users|<role or *>|<v, u or *>",
  // "competitors|<all, pending, accepted, rejected or ctf-team>"), `n` its number of rows. Kept by statement
  // triggers, so a bulk insert updates each counter once.
  await sql`CREATE TABLE list_counts (key text PRIMARY KEY, n bigint NOT NULL)`.execute(db);

  await sql`
    CREATE FUNCTION ctf_user_count_keys(roles text[], verified boolean) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN ARRAY(
      SELECT 'users|' || r || '|' || v
      FROM unnest(ARRAY['*'] || roles) AS r, unnest(ARRAY['*', CASE WHEN verified THEN 'v' ELSE 'u' END]) AS v)`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION ctf_competitor_count_keys(is_current boolean, status text, ctf_team boolean) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN NOT is_current THEN ARRAY[]::text[] ELSE
      ARRAY['competitors|all', 'competitors|' || status]
      || CASE WHEN status = 'accepted' AND ctf_team THEN ARRAY['competitors|ctf-team'] ELSE ARRAY[]::text[] END END`.execute(
    db,
  );
  // Adds `delta` to each key; keys in a fixed order so that concurrent writers never deadlock.
  await sql`
    CREATE FUNCTION ctf_add_counts(changes jsonb) RETURNS void LANGUAGE sql AS $$
      INSERT INTO list_counts AS lc (key, n)
      SELECT key, value::bigint FROM jsonb_each_text(changes) ORDER BY key
      ON CONFLICT (key) DO UPDATE SET n = lc.n + excluded.n
    $$`.execute(db);

  await sql`
    CREATE FUNCTION ctf_count_users() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changes jsonb;
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM list_counts WHERE key LIKE 'users|%';
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' THEN
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, count(*) AS d FROM new_rows, unnest(ctf_user_count_keys(roles, email_verified_at IS NOT NULL)) AS key GROUP BY key) AS s;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, -count(*) AS d FROM old_rows, unnest(ctf_user_count_keys(roles, email_verified_at IS NOT NULL)) AS key GROUP BY key) AS s;
      ELSE
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, sum(d) AS d FROM (
            SELECT key, 1 AS d FROM new_rows, unnest(ctf_user_count_keys(roles, email_verified_at IS NOT NULL)) AS key
            UNION ALL
            SELECT key, -1 AS d FROM old_rows, unnest(ctf_user_count_keys(roles, email_verified_at IS NOT NULL)) AS key) AS c
          GROUP BY key HAVING sum(d) <> 0) AS s;
      END IF;
      IF changes IS NOT NULL THEN PERFORM ctf_add_counts(changes); END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ctf_count_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_users()`.execute(db);
  await sql`CREATE TRIGGER ctf_count_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_users()`.execute(db);
  await sql`CREATE TRIGGER ctf_count_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_users()`.execute(db);
  await sql`CREATE TRIGGER ctf_count_users_truncate AFTER TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_users()`.execute(db);
  await sql`
    CREATE FUNCTION ctf_count_competitors() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changes jsonb;
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM list_counts WHERE key LIKE 'competitors|%';
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' THEN
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, count(*) AS d FROM new_rows, unnest(ctf_competitor_count_keys(is_current, status, ctf_team)) AS key GROUP BY key) AS s;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, -count(*) AS d FROM old_rows, unnest(ctf_competitor_count_keys(is_current, status, ctf_team)) AS key GROUP BY key) AS s;
      ELSE
        SELECT jsonb_object_agg(key, d) INTO changes FROM (
          SELECT key, sum(d) AS d FROM (
            SELECT key, 1 AS d FROM new_rows, unnest(ctf_competitor_count_keys(is_current, status, ctf_team)) AS key
            UNION ALL
            SELECT key, -1 AS d FROM old_rows, unnest(ctf_competitor_count_keys(is_current, status, ctf_team)) AS key) AS c
          GROUP BY key HAVING sum(d) <> 0) AS s;
      END IF;
      IF changes IS NOT NULL THEN PERFORM ctf_add_counts(changes); END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER ctf_count_competitors_insert AFTER INSERT ON competitor_applications REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_competitors()`.execute(db);
  await sql`CREATE TRIGGER ctf_count_competitors_update AFTER UPDATE ON competitor_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_competitors()`.execute(db);
  await sql`CREATE TRIGGER ctf_count_competitors_delete AFTER DELETE ON competitor_applications REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_competitors()`.execute(db);
  await sql`CREATE TRIGGER ctf_count_competitors_truncate AFTER TRUNCATE ON competitor_applications
    FOR EACH STATEMENT EXECUTE FUNCTION ctf_count_competitors()`.execute(db);
  await sql`INSERT INTO list_counts (key, n)
    SELECT key, count(*) FROM users, unnest(ctf_user_count_keys(roles, email_verified_at IS NOT NULL)) AS key GROUP BY key
    UNION ALL
    SELECT key, count(*) FROM competitor_applications,
      unnest(ctf_competitor_count_keys(is_current, status, ctf_team)) AS key GROUP BY key`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // CASCADE drops the count triggers with their functions.
  await sql`DROP FUNCTION ctf_count_users() CASCADE`.execute(db);
  await sql`DROP FUNCTION ctf_count_competitors() CASCADE`.execute(db);
  await sql`DROP FUNCTION ctf_add_counts(jsonb)`.execute(db);
  await sql`DROP FUNCTION ctf_competitor_count_keys(boolean, text, boolean)`.execute(db);
  await sql`DROP FUNCTION ctf_user_count_keys(text[], boolean)`.execute(db);
  await db.schema.dropTable('list_counts').execute();
  for (const index of [
    'institutions_city_sr_idx',
    'institutions_name_sr_idx',
    'competitor_applications_status_id_idx',
    ...['name_sr', 'username_sr', 'email', 'created', 'joined', 'team_flag'].flatMap((name) => [
      `competitor_applications_${name}_idx`,
      `competitor_applications_status_${name}_idx`,
    ]),
    'users_unverified_idx',
    'users_roles_idx',
    'users_email_idx',
    'users_username_sr_idx',
  ])
    await db.schema.dropIndex(index).execute();
  await sql`DROP FUNCTION ctf_users_search_key() CASCADE`.execute(db);
  await sql`DROP FUNCTION ctf_applications_search_key() CASCADE`.execute(db);
  await sql`DROP FUNCTION ctf_user_search_key(integer, text, text)`.execute(db);
  await db.schema.alterTable('competitor_applications').dropColumn('search_key').execute();
  await db.schema.alterTable('competitor_applications').dropColumn('user_username').execute();
  await db.schema.alterTable('competitor_applications').dropColumn('user_email').execute();
  await db.schema.alterTable('users').dropColumn('search_key').execute();
  await sql`DROP COLLATION sr_icu`.execute(db);
  await sql`DROP FUNCTION ctf_sr_latin(text)`.execute(db);
  await sql`DROP FUNCTION ctf_search_key(text)`.execute(db);
}
