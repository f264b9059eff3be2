import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
//
// An access token keeps the scope its code granted, so the user-info and team endpoints answer only
// what was granted (a `profile` token gets no team). A token lives five minutes: one issued before
// this migration (no scope) is read as `profile`.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ctfd_tokens').addColumn('scope', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ctfd_tokens').dropColumn('scope').execute();
}
