import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// The programme funnel's kept counts (issue 33): how many people reached each stage, per season
// (season_id 0: all time), breakdown ('' with group '': the total) and group. Rebuilt whole from
// the source tables by the funnel-counts job in one transaction; a request reads only these rows.
// funnel_refresh is one row: when the counts were made, and since when a change asks for new ones.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('funnel_counts')
    .addColumn('season_id', 'integer', (col) => col.notNull())
    .addColumn('breakdown', 'text', (col) => col.notNull())
    .addColumn('group_value', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('n', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('funnel_counts_pkey', ['season_id', 'breakdown', 'group_value', 'stage'])
    .addCheckConstraint('funnel_counts_n_check', sql`n >= 0`)
    .execute();
  await db.schema
    .createTable('funnel_refresh')
    .addColumn('id', 'boolean', (col) => col.primaryKey().defaultTo(true))
    .addColumn('counted_at', 'timestamptz')
    .addColumn('requested_at', 'timestamptz')
    .addCheckConstraint('funnel_refresh_one_row', sql`id`)
    .execute();
  await sql`INSERT INTO funnel_refresh (id) VALUES (true)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('funnel_refresh').execute();
  await db.schema.dropTable('funnel_counts').execute();
}
