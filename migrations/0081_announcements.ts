import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// Issue 12 item 3: an organizer's announcement to a competition's registrants, finalists or the CTF
// team, and the record of what was sent to whom (each recipient's address and language as they were,
// and the mail job that carries it, for the progress while sending).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE announcements (
    id serial PRIMARY KEY,
    competition_id integer NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
    audience text NOT NULL,
    registration_statuses text[] NOT NULL DEFAULT '{}',
    invitation_statuses text[] NOT NULL DEFAULT '{}',
    subject_sr text NOT NULL DEFAULT '',
    body_sr text NOT NULL DEFAULT '',
    subject_en text NOT NULL DEFAULT '',
    body_en text NOT NULL DEFAULT '',
    recipient_count integer NOT NULL,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_by_username text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX announcements_competition_idx ON announcements (competition_id, created_at DESC)`.execute(db);
  await sql`CREATE TABLE announcement_recipients (
    announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    user_id integer REFERENCES users (id) ON DELETE SET NULL,
    email text NOT NULL,
    username text NOT NULL,
    language text NOT NULL,
    job_id uuid,
    PRIMARY KEY (announcement_id, email)
  )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announcement_recipients').execute();
  await db.schema.dropTable('announcements').execute();
}
