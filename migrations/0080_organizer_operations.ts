import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// Issue 12: registrations paged per competition and status, and the finals reminder (when it is sent,
// and to whom it has gone).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('competitions').addColumn('finals_reminder_hours', 'integer').execute();
  await db.schema.alterTable('finals_invitations').addColumn('reminded_at', 'timestamptz').execute();
  await sql`CREATE INDEX competition_registrations_competition_status_idx
    ON competition_registrations (competition_id, status, created_at, id)`.execute(db);
  // The reminder job's scan: pending invitations not yet reminded.
  await sql`CREATE INDEX finals_invitations_reminder_idx ON finals_invitations (invitation_expires_at)
    WHERE status = 'pending' AND reminded_at IS NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('finals_invitations_reminder_idx').execute();
  await db.schema.dropIndex('competition_registrations_competition_status_idx').execute();
  await db.schema.alterTable('finals_invitations').dropColumn('reminded_at').execute();
  await db.schema.alterTable('competitions').dropColumn('finals_reminder_hours').execute();
}
