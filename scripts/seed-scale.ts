// npm run seed:scale: a national-scale data set for benchmarks: 1,000,000 users, 200,000 competitor
// applications, 5,000 institutions, a competition with registrations and finalists. Rows are generated
// inside PostgreSQL (multi-row INSERT ... SELECT from generate_series), in chunks. Refuses to run in
// production. Seeded users sign in with the password SCALE_PASSWORD.
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { resolveDatabase, runMigrations } from '../server/src/db/connect';
import { createDatabase, type Database } from '../server/src/db/database';
import { loadConfig } from '../server/src/env';
import { hashPassword } from '../server/src/services/auth/passwords';
import { runCli } from './lib/cli';

export const SCALE_PASSWORD = 'Skala#2026';
export const SCALE_SLUG = 'scale-quals';
/** Seeded users' e-mail addresses end so; a second run sees them and adds nothing. */
const MAIL_DOMAIN = 'scale.example.org';

export interface ScaleSize {
  users: number;
  applications: number;
  institutions: number;
  registrations: number;
  finalists: number;
}
export const FULL_SCALE: ScaleSize = {
  users: 1_000_000,
  applications: 200_000,
  institutions: 5_000,
  registrations: 20_000,
  finalists: 500,
};

// Names in both scripts and with every Serbian letter, so search and sort meet them all.
const FIRST = [
  'Marko',
  'Марко',
  'Ana',
  'Ана',
  'Đorđe',
  'Ђорђе',
  'Jelena',
  'Јелена',
  'Nikola',
  'Никола',
  'Milica',
  'Милица',
  'Stefan',
  'Стефан',
  'Teodora',
  'Теодора',
  'Luka',
  'Лука',
  'Sofija',
  'Софија',
  'Ljubiša',
  'Љубиша',
  'Nemanja',
  'Немања',
  'Žarko',
  'Жарко',
  'Čedomir',
  'Чедомир',
  'Ćirilo',
  'Ћирило',
  'Šaban',
  'Шабан',
  'Džejla',
  'Џејла',
];
const LAST = [
  'Ilić',
  'Илић',
  'Petrović',
  'Петровић',
  'Jovanović',
  'Јовановић',
  'Đorđević',
  'Ђорђевић',
  'Nikolić',
  'Николић',
  'Marković',
  'Марковић',
  'Šarić',
  'Шарић',
  'Živković',
  'Живковић',
  'Čolić',
  'Чолић',
  'Ćosić',
  'Ћосић',
  'Ljubić',
  'Љубић',
  'Njegoš',
  'Његош',
  'Džajić',
  'Џајић',
  'Stojanović',
  'Стојановић',
  'Pavlović',
  'Павловић',
  'Kovačević',
  'Ковачевић',
];
const CITIES = ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Čačak', 'Šabac', 'Užice', 'Ниш', 'Зрењанин'];
const REGIONS = ['beograd', 'vojvodina', 'juzno_istocna_srbija', 'sumadija_i_zapadna_srbija', 'kosovo_i_metohija'];

// Most surnames are made of syllables (thousands of them, as in a real population); one in eight is a
// common surname from LAST, in either script.
const SYLLABLES = [
  'bo',
  'mi',
  'dra',
  've',
  'ko',
  'ra',
  'sto',
  'lju',
  'đo',
  'ša',
  'že',
  'ču',
  'ći',
  'ne',
  'pe',
  'ja',
  'zo',
  'ta',
  'vu',
  'ni',
];
const ENDINGS = ['ić', 'ović', 'ević', 'in', 'ac'];

const CHUNK = 100_000;
const textArray = (values: string[]) => sql`${values}::text[]`;

/** Inserts the data set (a scaled-down size for tests). Answers what it added. */
export async function seedScale(db: Database, size: ScaleSize, log: (line: string) => void = () => {}) {
  const present = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', `%@${MAIL_DOMAIN}`)
    .limit(1)
    .executeTakeFirst();
  if (present) {
    log('The scale data set is already there.');
    return { added: false, seconds: 0 };
  }
  const started = performance.now();
  const step = (what: string) => log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  await sql`SET synchronous_commit = off`.execute(db);
  // Row triggers (search keys, kept counts, foreign keys) are off for the load; the keys are written
  // by the same SQL functions here and the counts recounted at the end.
  await sql`SET session_replication_role = replica`.execute(db);
  await sql`SET maintenance_work_mem = '256MB'`.execute(db);
  // Secondary indexes are built once after the load rather than kept row by row during it (several
  // times faster); their definitions are read from the catalogue, so they are exactly the migrations'.
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    WHERE t.relname IN ('users', 'competitor_applications') AND t.relnamespace = 'public'::regnamespace
      AND NOT x.indisunique AND NOT x.indisprimary`.execute(db);
  for (const index of indexes) await db.schema.dropIndex(index.name).execute();
  try {
    return await load(db, size, step, started);
  } finally {
    await sql`SET session_replication_role = DEFAULT`.execute(db);
    await sql`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`.execute(db);
    // Triggers were off: page anchors built before the load are dropped (the generation is recounted too).
    await sql`DELETE FROM list_anchors`.execute(db);
    await sql`DELETE FROM list_counts WHERE key LIKE 'users|%' OR key LIKE 'competitors|%'`.execute(db);
    await sql`INSERT INTO list_counts (key, n)
      SELECT key, count(*) FROM users, unnest(ctf_user_count_keys(roles, email_verified_at IS NOT NULL)) AS key GROUP BY key
      UNION ALL
      SELECT key, count(*) FROM competitor_applications,
        unnest(ctf_competitor_count_keys(is_current, status, ctf_team)) AS key GROUP BY key`.execute(db);
    await sql`DELETE FROM list_counts WHERE key LIKE 'registrations|%' OR key LIKE 'finalists|%'`.execute(db);
    await sql`INSERT INTO list_counts (key, n)
      SELECT key, count(*) FROM competition_registrations,
        unnest(ctf_competition_count_keys('registrations', competition_id, status)) AS key GROUP BY key
      UNION ALL
      SELECT key, count(*) FROM finals_invitations,
        unnest(ctf_competition_count_keys('finalists', competition_id, status)) AS key GROUP BY key`.execute(db);
    for (const index of indexes) await db.executeQuery(CompiledQuery.raw(index.definition));
    step(`${indexes.length} indexes rebuilt`);
    await sql`VACUUM ANALYZE`.execute(db);
    step('vacuum analyze');
  }
}

async function load(db: Database, size: ScaleSize, step: (what: string) => void, started: number) {
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const first = textArray(FIRST);
  const last = textArray(LAST);
  const cities = textArray(CITIES);
  const regions = textArray(REGIONS);
  const syllables = textArray(SYLLABLES);
  const endings = textArray(ENDINGS);
  const domain = `@${MAIL_DOMAIN}`;
  const surname = (
    i: RawBuilder<unknown>,
  ) => sql`CASE WHEN ${i} % 8 = 0 THEN (${last})[1 + (${i} / 8 * 17) % ${LAST.length}]
    ELSE initcap((${syllables})[1 + (${i} * 7) % 20] || (${syllables})[1 + (${i} / 20 * 13) % 20]
      || (${syllables})[1 + (${i} / 400) % 20]) || (${endings})[1 + (${i} / 3) % 5] END`;
  const username = (i: RawBuilder<unknown>) =>
    sql`lower(ctf_sr_latin((${first})[1 + (${i} * 7) % ${FIRST.length}])) || '.' || lower(ctf_sr_latin(${surname(sql`(${i} * 13)`)})) || ${i}`;
  const appFirst = (j: RawBuilder<unknown>) => sql`(${first})[1 + (${j} * 11) % ${FIRST.length}]`;
  const appLast = (j: RawBuilder<unknown>) => surname(sql`(${j} * 17)`);

  await sql`
    INSERT INTO institutions (name, city, region, type, contact_email, search_key)
    SELECT name, city, region, 'high_school', 'skola' || i || ${`@${MAIL_DOMAIN}`}, ctf_search_key(name || ' ' || city)
    FROM (
      SELECT i, (CASE WHEN i % 3 = 0 THEN 'Гимназија ' ELSE 'Škola ' END) || i AS name,
        (${cities})[1 + i % ${CITIES.length}] AS city,
        (${regions})[1 + i % ${REGIONS.length}] AS region
      FROM generate_series(1, ${size.institutions}) AS i) AS g
    ON CONFLICT DO NOTHING`.execute(db);
  step(`${size.institutions} institutions`);

  const base = await db
    .selectFrom('users')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('max'))
    .executeTakeFirstOrThrow();
  for (let from = 1; from <= size.users; from += CHUNK) {
    const to = Math.min(size.users, from + CHUNK - 1);
    // Usernames are transliterated names (any order of letters), created over the last year. Every
    // fifth user has an application (made below): its names go into the user's search key now.
    await sql`
      INSERT INTO users (id, username, email, password_hash, email_verified_at, roles, language, created_at, search_key)
      OVERRIDING SYSTEM VALUE
      SELECT ${base.max}::int + i, u, u || ${domain}, ${passwordHash},
        CASE WHEN i % 10 <> 0 THEN now() - make_interval(secs => ${size.users} - i) END,
        CASE WHEN i % 10000 = 1 THEN array['admin'] WHEN i % 1000 = 2 THEN array['organizer']
          WHEN i % 100 = 3 THEN array['women4cyber'] ELSE array[]::text[] END,
        CASE WHEN i % 4 = 0 THEN 'en' ELSE 'sr' END,
        now() - make_interval(secs => ${size.users} - i),
        ctf_search_key(concat_ws(' ', u, u || ${domain}, CASE WHEN i % 5 = 0 AND i / 5 <= ${size.applications}
          THEN ${appFirst(sql`(i / 5)`)} || ' ' || ${appLast(sql`(i / 5)`)} END))
      FROM (SELECT i, ${username(sql`i`)} AS u FROM generate_series(${from}::int, ${to}::int) AS i) AS g`.execute(db);
    step(`users ${to} of ${size.users}`);
  }

  const institutionIds = sql`(SELECT array_agg(id ORDER BY id) FROM institutions)`;
  for (let from = 1; from <= size.applications; from += CHUNK) {
    const to = Math.min(size.applications, from + CHUNK - 1);
    // Every fifth seeded user applied: 60% pending, 30% accepted (on the team), 10% rejected.
    await sql`
      INSERT INTO competitor_applications (user_id, status, first_name, last_name, gender, date_of_birth,
        permanent_residence, shirt_size, institution_id, ctf_team, created_at, decided_at, joined_team_at,
        user_username, user_email, search_key)
      SELECT ${base.max}::int + i * 5, status, first, last, CASE WHEN i % 2 = 0 THEN 'female' ELSE 'male' END,
        date '2006-01-01' + (i % 1500), (${cities})[1 + i % ${CITIES.length}],
        (array['S','M','L','XL'])[1 + i % 4], ids[1 + i % array_length(ids, 1)], status = 'accepted',
        now() - make_interval(secs => ${size.applications} - i),
        CASE WHEN status <> 'pending' THEN now() END, CASE WHEN status = 'accepted' THEN now() END,
        u, u || ${domain}, ctf_search_key(concat_ws(' ', first, last, u, u || ${domain}))
      FROM (
        SELECT i, CASE WHEN i % 10 < 6 THEN 'pending' WHEN i % 10 < 9 THEN 'accepted' ELSE 'rejected' END AS status,
          ${appFirst(sql`i`)} AS first, ${appLast(sql`i`)} AS last, ${username(sql`(i * 5)`)} AS u,
          ${institutionIds} AS ids
        FROM generate_series(${from}::int, ${to}::int) AS i) AS g`.execute(db);
    step(`applications ${to} of ${size.applications}`);
  }

  const competition = await db
    .insertInto('competitions')
    .values({ name: 'Kvalifikacije (skala)', slug: SCALE_SLUG, visibility: 'public', stage: 'quals' })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ updated_at: sql`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  // The registrant's username and the search key are written here as the triggers would (migration 0100).
  await sql`
    INSERT INTO competition_registrations (competition_id, user_id, status, first_name, last_name, gender,
      date_of_birth, institution_name, created_at, user_username, search_key)
    SELECT r.*, u.username, ctf_search_key(concat_ws(' ', r.first_name, r.last_name, u.username, u.email))
    FROM (
      SELECT ${competition.id}::int AS competition_id, ${base.max}::int + i * 5 AS user_id,
        CASE WHEN i % 3 = 0 THEN 'accepted' ELSE 'pending' END AS status,
        (${first})[1 + (i * 11) % ${FIRST.length}] AS first_name, (${last})[1 + (i * 17) % ${LAST.length}] AS last_name,
        CASE WHEN i % 2 = 0 THEN 'female' ELSE 'male' END AS gender, date '2006-01-01' + (i % 1500) AS date_of_birth,
        'Gimnazija' AS institution_name, now() - make_interval(secs => ${size.registrations} - i) AS created_at
      FROM generate_series(1, ${Math.min(size.registrations, size.applications)}) AS i) AS r
    JOIN users u ON u.id = r.user_id
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO finals_invitations (competition_id, user_id, invitation_expires_at)
    SELECT ${competition.id}, ${base.max}::int + i * 15, now() + interval '30 days'
    FROM generate_series(1, ${Math.min(size.finalists, Math.floor(size.applications / 3))}) AS i
    ON CONFLICT DO NOTHING`.execute(db);
  step(`${size.registrations} registrations, ${size.finalists} finalists`);
  return { added: true, seconds: (performance.now() - started) / 1000 };
}

if (process.argv[1]?.endsWith('seed-scale.ts')) {
  await runCli(async () => {
    const config = loadConfig();
    if (config.isProduction) throw new Error('seed:scale refuses to run in production (NODE_ENV=production).');
    const database = await resolveDatabase(config, { attachIfRunning: true });
    const db = createDatabase(database.url, 1);
    try {
      await runMigrations(database.url, config);
      await seedScale(db, FULL_SCALE, (line) => console.log(line));
    } finally {
      await db.destroy();
      await database.embedded?.stop();
    }
  });
}
