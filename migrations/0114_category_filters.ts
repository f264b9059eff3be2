import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// The staff lists of people filter by a season's category: only an accepted current application puts
// a person in one, and a category's age window is a range of birth dates. This index reads that range
// (and gives the person and the institution for the school-level and role checks) without touching a
// million applications; the competitor list then sorts the few thousand it finds, and the user,
// registration and finalist lists reach them by user id.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX competitor_applications_category_idx ON competitor_applications (date_of_birth)
    INCLUDE (user_id, institution_id) WHERE is_current AND status = 'accepted'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX competitor_applications_category_idx`.execute(db);
}
