import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('competitions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('visibility', 'text', (col) => col.notNull().defaultTo('private'))
    .addColumn('stage', 'text', (col) => col.notNull().defaultTo('warmup'))
    .addColumn('required_role', 'text')
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('registration_starts_at', 'timestamptz')
    .addColumn('registration_ends_at', 'timestamptz')
    .addColumn('ctfd_url', 'text')
    .addColumn('results_published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('competitions_visibility_check', sql`visibility IN ('public', 'unlisted', 'private')`)
    .addCheckConstraint('competitions_stage_check', sql`stage IN ('warmup', 'quals', 'finals')`)
    .addCheckConstraint('competitions_slug_check', sql`slug ~ '^[a-z0-9-]+$'`)
    .execute();

  // A registration keeps a copy of the competitor profile as it was when the user registered.
  await db.schema
    .createTable('competition_registrations')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'date', (col) => col.notNull())
    .addColumn('institution_id', 'integer', (col) => col.references('institutions.id').onDelete('set null'))
    .addColumn('institution_name', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addUniqueConstraint('competition_registrations_user_key', ['competition_id', 'user_id'])
    .addCheckConstraint('competition_registrations_status_check', sql`status IN ('pending', 'accepted', 'rejected')`)
    .execute();
  await sql`CREATE INDEX competition_registrations_list_idx ON competition_registrations (competition_id, created_at, id)`.execute(
    db,
  );

  await db.schema
    .createTable('finals_invitations')
    .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('hotel_day1', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('hotel_day2', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('travel_compensation', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('excuse_note', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('invitation_expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('responded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('finals_invitations_pkey', ['competition_id', 'user_id'])
    .addCheckConstraint('finals_invitations_status_check', sql`status IN ('pending', 'accepted', 'declined')`)
    .execute();

  await db.schema
    .createTable('competition_results')
    .addColumn('competition_id', 'integer', (col) => col.notNull().references('competitions.id').onDelete('cascade'))
    .addColumn('place', 'integer', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('competition_results_pkey', ['competition_id', 'place', 'username'])
    .execute();

  // Our platform is the OAuth 2 provider CTFd signs in with: its registered clients, codes and tokens.
  await db.schema
    .createTable('ctfd_clients')
    .addColumn('client_id', 'text', (col) => col.primaryKey())
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    // Null: the 24/7 playground; otherwise the competition this CTFd runs.
    .addColumn('competition_id', 'integer', (col) => col.references('competitions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  for (const table of ['ctfd_codes', 'ctfd_tokens']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('client_id', 'text', (col) => col.notNull().references('ctfd_clients.client_id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      // Tokens remember their code, so a replayed code revokes what it issued.
      .$call((builder) =>
        table === 'ctfd_tokens' ? builder.addColumn('code_id', 'text', (col) => col.notNull()) : builder,
      )
      .execute();
  }
  await db.schema.createIndex('ctfd_tokens_code_idx').on('ctfd_tokens').column('code_id').execute();
  // A used code is kept (marked) until it expires, so a replay is recognised.
  await db.schema.alterTable('ctfd_codes').addColumn('used_at', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ctfd_tokens',
    'ctfd_codes',
    'ctfd_clients',
    'competition_results',
    'finals_invitations',
    'competition_registrations',
    'competitions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
