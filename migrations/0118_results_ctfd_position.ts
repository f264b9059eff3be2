import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// Results imported from CTFd keep CTFd's own scoreboard position beside the place: equal scores share
// a place, and CTFd's position orders them by who reached the score first, the tie-break a stage gate
// uses (issue 31 item 4). Null for results uploaded or pasted without it.
//
// Each result row also names its account as it was when the row was written (usernames never change):
// a trigger fills it for every insert path (publish, seeds, imports), so a stage gate over 20,000
// results joins by id instead of looking each lower-cased name up. A row whose name had no account
// then keeps none; erasing the account erases its rows (services/account/erase-user.ts), and the
// foreign key clears the id of any other.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE competition_results
    ADD COLUMN ctfd_position integer CHECK (ctfd_position IS NULL OR ctfd_position >= 1),
    ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  await sql`UPDATE competition_results r SET user_id = u.id FROM users u WHERE lower(u.username) = lower(r.username)`.execute(
    db,
  );
  await sql`CREATE INDEX competition_results_user_idx ON competition_results (user_id) WHERE user_id IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION competition_result_account() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT id INTO NEW.user_id FROM users WHERE lower(username) = lower(NEW.username);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER competition_results_account BEFORE INSERT ON competition_results
    FOR EACH ROW EXECUTE FUNCTION competition_result_account()`.execute(db);
  await sql`ALTER TABLE competition_results ENABLE ALWAYS TRIGGER competition_results_account`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER competition_results_account ON competition_results`.execute(db);
  await sql`DROP FUNCTION competition_result_account()`.execute(db);
  await sql`ALTER TABLE competition_results DROP COLUMN user_id, DROP COLUMN ctfd_position`.execute(db);
}
