import { CompiledQuery, type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// Two list reads that read more rows than they show (docs/performance.md, issue 14):
// - a search in one competitors tab (pending, CTF team, rejected) went through the trigram index of
//   every current application and dropped the other tabs' matches after reading them: one partial
//   trigram index per tab;
// - the REST list of a competition's registrations looked up each registrant's user row for the
//   e-mail address: the address is copied onto the registration (as the username already is, migration
//   0100), kept by the same triggers.

const raw = (db: Kysely<unknown>, text: string) => db.executeQuery(CompiledQuery.raw(text));

/** Competitors tabs with a trigram index of their own: name and condition (beside `is_current`). */
const TABS: [string, string][] = [
  ['pending', "status = 'pending'"],
  ['team', "status = 'accepted' AND ctf_team"],
  ['rejected', "status = 'rejected'"],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, condition] of TABS)
    await raw(
      db,
      `CREATE INDEX competitor_applications_${name}_search_trgm_idx ON competitor_applications
        USING gin (search_key gin_trgm_ops) WHERE is_current AND ${condition}`,
    );

  await sql`ALTER TABLE competition_registrations ADD COLUMN user_email text NOT NULL DEFAULT ''`.execute(db);
  await sql`UPDATE competition_registrations r SET user_email = u.email FROM users u WHERE u.id = r.user_id`.execute(
    db,
  );
  await sql`
    CREATE OR REPLACE FUNCTION ctf_registrations_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT u.username, u.email INTO NEW.user_username, NEW.user_email FROM users u WHERE u.id = NEW.user_id;
      NEW.search_key := ctf_search_key(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.user_username, NEW.user_email));
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION ctf_users_registration_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM competition_registrations WHERE user_id = NEW.id) THEN
        UPDATE competition_registrations
        SET user_username = NEW.username, user_email = NEW.email,
          search_key = ctf_search_key(concat_ws(' ', first_name, last_name, NEW.username, NEW.email))
        WHERE user_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION ctf_users_registration_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM competition_registrations WHERE user_id = NEW.id) THEN
        UPDATE competition_registrations
        SET user_username = NEW.username,
          search_key = ctf_search_key(concat_ws(' ', first_name, last_name, NEW.username, NEW.email))
        WHERE user_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION ctf_registrations_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE email text;
    BEGIN
      SELECT u.username, u.email INTO NEW.user_username, email FROM users u WHERE u.id = NEW.user_id;
      NEW.search_key := ctf_search_key(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.user_username, email));
      RETURN NEW;
    END $$`.execute(db);
  await sql`ALTER TABLE competition_registrations DROP COLUMN user_email`.execute(db);
  for (const [name] of TABS) await raw(db, `DROP INDEX competitor_applications_${name}_search_trgm_idx`);
}
