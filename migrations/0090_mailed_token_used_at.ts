import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A used link is marked, not deleted, until it expires: opening it again can then say "already
  // done" instead of "invalid or expired".
  for (const table of ['email_verification_tokens', 'password_reset_tokens']) {
    await db.schema.alterTable(table).addColumn('used_at', 'timestamptz').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['email_verification_tokens', 'password_reset_tokens']) {
    await db.schema.alterTable(table).dropColumn('used_at').execute();
  }
}
