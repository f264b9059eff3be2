import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // An S256 PKCE challenge sent at authorize, checked at the token step (CTFd sends none).
  await db.schema.alterTable('ctfd_codes').addColumn('code_challenge', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ctfd_codes').dropColumn('code_challenge').execute();
}
