import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// CTFd finds a school's team by its oauth_id, which only CTFd's own sign-in sets (its REST API
// ignores oauth_id on POST /api/v1/teams). So when the platform must say which CTFd team stands for
// a school in one CTFd, it remembers it here:
// - a typed-in school an admin linked to a listed institution (ctfd_free_teams.institution_id) keeps
//   its CTFd team, which becomes the institution's team in a CTFd that had none (its players keep
//   their solves), and the institution's players are sent that team's oauth_id from then on;
// - a team the platform had to make through the API (no oauth_id) is found again by its id.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ctfd_free_teams')
    .addColumn('institution_id', 'integer', (col) => col.references('institutions.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('ctfd_team_links')
    .addColumn('client_id', 'text', (col) => col.notNull().references('ctfd_clients.client_id').onDelete('cascade'))
    // The platform's team: an institution id, or 1_000_000_000 + a typed-in school's id.
    .addColumn('team_id', 'integer', (col) => col.notNull())
    .addColumn('ctfd_team_id', 'integer', (col) => col.notNull())
    // What CTFd finds the team by at a player's first sign-in; null for a team made through the API.
    .addColumn('ctfd_oauth_id', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ctfd_team_links_pkey', ['client_id', 'team_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ctfd_team_links').execute();
  await db.schema.alterTable('ctfd_free_teams').dropColumn('institution_id').execute();
}
