import { CompiledQuery, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
//
// A people search now matches word starts (docs/decisions.md, "Search keys (people)"), so a common
// name matches under 1% of the rows ("ilic": 8,594 of a million users). The planner estimates a
// regular expression's matches from the column's histogram, 100 sampled keys by default: 0, 1 or 2 of
// them matched, so the estimate was 100, 10,000 or 20,000 from one ANALYZE to the next, and a search
// estimated at 100 read and counted every match (21 ms instead of 2; issue 14). With 1,000 sampled keys
// the estimate stays within a third of the truth (6,000 to 11,000 in five ANALYZEs); an ANALYZE of
// the column at a million users takes about a second.

const raw = (db: Kysely<unknown>, text: string) => db.executeQuery(CompiledQuery.raw(text));

const COLUMNS: [string, string][] = [
  ['users', 'search_key'],
  ['competitor_applications', 'search_key'],
  ['competition_registrations', 'search_key'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await raw(db, `ALTER TABLE ${table} ALTER COLUMN ${column} SET STATISTICS 1000`);
    await raw(db, `ANALYZE ${table} (${column})`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) await raw(db, `ALTER TABLE ${table} ALTER COLUMN ${column} SET STATISTICS -1`);
}
