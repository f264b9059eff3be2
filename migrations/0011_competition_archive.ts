import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
// A competition others' data hangs on (registrations, invitations, results, a CTFd client) is
// archived instead of deleted: hidden from players, restorable by organizers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('competitions').addColumn('archived_at', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('competitions').dropColumn('archived_at').execute();
}
