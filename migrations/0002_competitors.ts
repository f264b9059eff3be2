import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Trigram indexes make "contains" searches over institution names fast (pg_trgm is a trusted extension).
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('institutions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('notes', 'text')
    // Name and city in lower-case Latin without diacritics, written by the application.
    .addColumn('search_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'institutions_region_check',
      sql`region IN ('beograd', 'juzno_istocna_srbija', 'kosovo_i_metohija', 'sumadija_i_zapadna_srbija', 'vojvodina', 'other')`,
    )
    .addCheckConstraint(
      'institutions_type_check',
      sql`type IN ('high_school', 'higher_education', 'university', 'elementary_school', 'company', 'other')`,
    )
    .execute();
  await sql`CREATE UNIQUE INDEX institutions_name_city_key ON institutions (lower(name), lower(city))`.execute(db);
  await sql`CREATE INDEX institutions_search_key_trgm_idx ON institutions USING gin (search_key gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX institutions_name_idx ON institutions (name, id)`.execute(db);

  await db.schema
    .createTable('external_accounts')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_user_id', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('linked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('external_accounts_pkey', ['user_id', 'provider'])
    .addUniqueConstraint('external_accounts_provider_user_key', ['provider', 'provider_user_id'])
    .addCheckConstraint('external_accounts_provider_check', sql`provider IN ('discord', 'github')`)
    .execute();

  await db.schema
    .createTable('competitor_applications')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'date', (col) => col.notNull())
    .addColumn('permanent_residence', 'text', (col) => col.notNull())
    .addColumn('shirt_size', 'text', (col) => col.notNull())
    .addColumn('institution_id', 'integer', (col) => col.references('institutions.id').onDelete('restrict'))
    .addColumn('institution_name', 'text')
    .addColumn('ctf_team', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('rejection_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('joined_team_at', 'timestamptz')
    // Earlier applications stay as history; exactly one is current per user.
    .addColumn('is_current', 'boolean', (col) => col.notNull().defaultTo(true))
    .addCheckConstraint('competitor_applications_status_check', sql`status IN ('pending', 'accepted', 'rejected')`)
    .addCheckConstraint('competitor_applications_gender_check', sql`gender IN ('male', 'female')`)
    .addCheckConstraint(
      'competitor_applications_shirt_size_check',
      sql`shirt_size IN ('S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL')`,
    )
    .addCheckConstraint(
      'competitor_applications_institution_check',
      sql`(institution_id IS NULL) <> (institution_name IS NULL)`,
    )
    .execute();
  await sql`CREATE UNIQUE INDEX competitor_applications_current_key ON competitor_applications (user_id) WHERE is_current`.execute(
    db,
  );
  await sql`CREATE INDEX competitor_applications_status_idx ON competitor_applications (status, created_at, id) WHERE is_current`.execute(
    db,
  );
  await sql`CREATE INDEX competitor_applications_team_idx ON competitor_applications (joined_team_at, id) WHERE is_current AND ctf_team`.execute(
    db,
  );
  await db.schema
    .createIndex('competitor_applications_institution_idx')
    .on('competitor_applications')
    .column('institution_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('competitor_applications').execute();
  await db.schema.dropTable('external_accounts').execute();
  await db.schema.dropTable('institutions').execute();
}
