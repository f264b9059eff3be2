import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// The playground CTFd's solves per player and category, read with its admin token (hourly, and for
// one player on demand). Each read replaces what an earlier one stored: a player CTFd no longer
// lists drops out; an account deleted here takes its rows with it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('playground_solves')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // As CTFd names it (its column holds 80 characters); '' for a challenge without one.
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('solves', 'integer', (col) => col.notNull().check(sql`solves > 0`))
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('playground_solves_pkey', ['user_id', 'category'])
    .execute();
  // Who the last read found in CTFd (with none solved too), and when: the card says when it was read.
  await db.schema
    .createTable('playground_players')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // null: a player's own refresh looked for them and CTFd has no account of theirs yet.
    .addColumn('ctfd_user_id', 'integer')
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('playground_players').execute();
  await db.schema.dropTable('playground_solves').execute();
}
