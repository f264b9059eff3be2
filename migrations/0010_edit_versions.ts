import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
const TABLES = ['users', 'institutions', 'competitions', 'competitor_applications'] as const;

// Optimistic concurrency: an edit form sends the version it loaded, a save over a newer one is refused.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
