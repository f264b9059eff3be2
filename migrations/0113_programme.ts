import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// The national programme: seasons group competitions (each competition belongs to one; the existing
// ones to the Belgrade year of their start, or of their creation when they have no start), the
// organizer defines each season's categories (an age window on a reference date, optionally school
// levels and a role), and a competition says who may enter it (an age window on a reference date,
// allowed categories, and whether an accepted competitor application is needed).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seasons')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('seasons_name_check', sql`length(name) BETWEEN 1 AND 50`)
    .execute();

  await db.schema
    .createTable('season_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('season_id', 'integer', (col) => col.notNull().references('seasons.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('age_min', 'smallint')
    .addColumn('age_max', 'smallint')
    .addColumn('reference_date', 'date', (col) => col.notNull())
    .addColumn('school_levels', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('required_role', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('season_categories_code_key', ['season_id', 'code'])
    .addCheckConstraint('season_categories_code_check', sql`code ~ '^[a-z0-9-]+$'`)
    .addCheckConstraint(
      'season_categories_age_check',
      sql`(age_min IS NULL OR age_min >= 0) AND (age_max IS NULL OR age_max <= 150)
          AND (age_min IS NULL OR age_max IS NULL OR age_min <= age_max)`,
    )
    .execute();

  await db.schema
    .alterTable('competitions')
    .addColumn('season_id', 'integer', (col) => col.references('seasons.id').onDelete('restrict'))
    .addColumn('age_min', 'smallint')
    .addColumn('age_max', 'smallint')
    .addColumn('age_reference_date', 'date')
    .addColumn('allowed_categories', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('requires_accepted_competitor', 'boolean')
    .execute();
  await sql`ALTER TABLE competitions ADD CONSTRAINT competitions_age_check CHECK (
    (age_min IS NULL OR age_min >= 0) AND (age_max IS NULL OR age_max <= 150)
    AND (age_min IS NULL OR age_max IS NULL OR age_min <= age_max))`.execute(db);

  // Every way a competition comes to be (the organizer's form, the REST door, an import, a seed)
  // gets the same defaults from the database: the season named after the Belgrade year of its start
  // (or of today), made if missing; an accepted competitor needed everywhere but in a warm-up.
  await sql`
    CREATE FUNCTION competition_defaults() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      year text := to_char(coalesce(NEW.starts_at, now()) AT TIME ZONE 'Europe/Belgrade', 'YYYY');
    BEGIN
      IF NEW.season_id IS NULL THEN
        INSERT INTO seasons (name) VALUES (year) ON CONFLICT (name) DO NOTHING;
        SELECT id INTO NEW.season_id FROM seasons WHERE name = year;
      END IF;
      NEW.requires_accepted_competitor := coalesce(NEW.requires_accepted_competitor, NEW.stage <> 'warmup');
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER competitions_defaults BEFORE INSERT ON competitions
    FOR EACH ROW EXECUTE FUNCTION competition_defaults()`.execute(db);
  // Bulk loads that turn triggers off (session_replication_role = replica) still get the defaults.
  await sql`ALTER TABLE competitions ENABLE ALWAYS TRIGGER competitions_defaults`.execute(db);

  const yearOf = sql`to_char(coalesce(c.starts_at, c.created_at) AT TIME ZONE 'Europe/Belgrade', 'YYYY')`;
  await sql`INSERT INTO seasons (name) SELECT DISTINCT ${yearOf} FROM competitions c ON CONFLICT (name) DO NOTHING`.execute(
    db,
  );
  await sql`UPDATE competitions c SET season_id = s.id FROM seasons s WHERE s.name = ${yearOf}`.execute(db);
  // A warm-up was open to every signed-in user before seasons came: it stays so.
  await sql`UPDATE competitions SET requires_accepted_competitor = (stage <> 'warmup')`.execute(db);
  await sql`ALTER TABLE competitions ALTER COLUMN season_id SET NOT NULL,
    ALTER COLUMN requires_accepted_competitor SET NOT NULL`.execute(db);
  await sql`CREATE INDEX competitions_season_idx ON competitions (season_id, starts_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER competitions_defaults ON competitions`.execute(db);
  await sql`DROP FUNCTION competition_defaults()`.execute(db);
  await db.schema.alterTable('competitions').dropConstraint('competitions_age_check').execute();
  await db.schema
    .alterTable('competitions')
    .dropColumn('requires_accepted_competitor')
    .dropColumn('allowed_categories')
    .dropColumn('age_reference_date')
    .dropColumn('age_max')
    .dropColumn('age_min')
    .dropColumn('season_id')
    .execute();
  await db.schema.dropTable('season_categories').execute();
  await db.schema.dropTable('seasons').execute();
}
