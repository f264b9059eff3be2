import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// The stage gate from a qualification's results to a final's invitations: one per finals competition,
// with the organizer's quotas per category, the tie-break, whether a freed seat is offered to the next
// on the waitlist at once, and the waitlists as confirmed. An invitation the gate sent names the
// category whose seat it holds, so that a decline or an expiry frees a seat of that category.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stage_gates')
    .addColumn('competition_id', 'integer', (col) => col.primaryKey().references('competitions.id').onDelete('cascade'))
    .addColumn('source_competition_id', 'integer', (col) =>
      col.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('quotas', 'jsonb', (col) => col.notNull())
    .addColumn('tie_break', 'text', (col) => col.notNull())
    .addColumn('auto_offer', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('offer_hours', 'integer', (col) => col.notNull().defaultTo(72))
    .addColumn('waitlist', 'jsonb', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('confirmed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('stage_gates_tie_break_check', sql`tie_break IN ('ctfd_last_solve', 'younger_first')`)
    .addCheckConstraint('stage_gates_offer_hours_check', sql`offer_hours BETWEEN 1 AND 720`)
    .execute();
  await db.schema.alterTable('finals_invitations').addColumn('gate_category', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('finals_invitations').dropColumn('gate_category').execute();
  await db.schema.dropTable('stage_gates').execute();
}
