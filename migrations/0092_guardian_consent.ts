import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // When a parent or guardian agreed to an applicant under 15 applying (Serbian data protection law).
  await db.schema.alterTable('competitor_applications').addColumn('guardian_consent_at', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('competitor_applications').dropColumn('guardian_consent_at').execute();
}
