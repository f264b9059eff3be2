import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here.
//
// Verifiable certificates (issue 33 point 4): one per person, kind and season, found by an
// unguessable code. What the certificate says (the holder's name, the season's and competition's
// names) is kept as it was when issued, so a later change of name or a renamed competition never
// changes a certificate already handed out. Bulk runs record their progress for the organizer.

/** `<table>_<source>_idx` on (source, id): a source's rows in the order they were made. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function indexBy(db: Kysely<any>, table: string, column: string) {
  const source = column.replace(/_id$/, '');
  return db.schema.createIndex(`${table}_${source}_idx`).on(table).columns([column, 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('season_id', 'integer', (col) => col.notNull().references('seasons.id').onDelete('restrict'))
    .addColumn('competition_id', 'integer', (col) => col.references('competitions.id').onDelete('set null'))
    .addColumn('roster_id', 'integer', (col) => col.references('team_rosters.id').onDelete('set null'))
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('season_name', 'text', (col) => col.notNull())
    .addColumn('competition_name', 'text')
    .addColumn('search_key', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('issued_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('revoked_reason', 'text')
    .addCheckConstraint('certificates_kind_check', sql`kind IN ('participation', 'finalist', 'team')`)
    .addCheckConstraint('certificates_code_check', sql`code ~ '^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$'`)
    .addCheckConstraint('certificates_revoked_check', sql`(revoked_at IS NULL) = (revoked_reason IS NULL)`)
    // A second bulk run issues nobody twice, and a revoked certificate is never issued anew by one.
    .addUniqueConstraint('certificates_person_kind_season_key', ['user_id', 'kind', 'season_id'])
    .execute();
  await indexBy(db, 'certificates', 'competition_id');
  await indexBy(db, 'certificates', 'season_id');

  await db.schema
    .createTable('certificate_runs')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('competition_id', 'integer', (col) => col.references('competitions.id').onDelete('cascade'))
    .addColumn('roster_id', 'integer', (col) => col.references('team_rosters.id').onDelete('cascade'))
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('certificate_runs_kind_check', sql`kind IN ('participation', 'finalist', 'team')`)
    .addCheckConstraint('certificate_runs_source_check', sql`(competition_id IS NULL) <> (roster_id IS NULL)`)
    .execute();
  await indexBy(db, 'certificate_runs', 'competition_id');
  await indexBy(db, 'certificate_runs', 'roster_id');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certificate_runs').execute();
  await db.schema.dropTable('certificates').execute();
}
