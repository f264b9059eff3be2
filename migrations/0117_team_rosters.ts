import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// The national team roster (issue 31 item 5): per season, the team an admin picks for an international
// event, with the event's age rules (ECSC defaults: 10 players, 2 reserves, all at most 25, at least
// half of the players at most 20, ages on the event's reference date). A confirmed roster is read-only
// until an admin reopens it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('team_rosters')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('season_id', 'integer', (col) => col.notNull().references('seasons.id').onDelete('restrict'))
    .addColumn('event_name', 'text', (col) => col.notNull())
    .addColumn('reference_date', 'date', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull().defaultTo(10))
    .addColumn('reserves', 'integer', (col) => col.notNull().defaultTo(2))
    .addColumn('age_max', 'integer', (col) => col.defaultTo(25))
    .addColumn('junior_age_max', 'integer', (col) => col.defaultTo(20))
    .addColumn('junior_share', 'real', (col) => col.notNull().defaultTo(0.5))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('confirmed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('team_rosters_status_check', sql`status IN ('draft', 'confirmed')`)
    .addCheckConstraint('team_rosters_size_check', sql`size BETWEEN 1 AND 100 AND reserves BETWEEN 0 AND 100`)
    .addCheckConstraint('team_rosters_share_check', sql`junior_share >= 0 AND junior_share <= 1`)
    .execute();
  await db.schema.createIndex('team_rosters_season_idx').on('team_rosters').columns(['season_id', 'id']).execute();
  await db.schema
    .createTable('team_roster_members')
    .addColumn('roster_id', 'integer', (col) => col.notNull().references('team_rosters.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reserve', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('team_roster_members_pkey', ['roster_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_roster_members_user_idx').on('team_roster_members').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('team_roster_members').execute();
  await db.schema.dropTable('team_rosters').execute();
}
