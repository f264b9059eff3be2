import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { ROLES } from '@ctf/shared/constants';
import { IMPORT_COLUMNS } from '@ctf/shared/schemas/moving-in';
import type { Database } from '../../db/database';

/** Rows read per query: each table is walked by its key, never held whole. */
export const EXPORT_BATCH = 2000;

/** A cell as both files hold it: JSON keeps objects (an audit entry's before and after), CSV writes them as JSON text. */
export type ExportValue = string | number | boolean | null | object;
export type ExportRow = Record<string, ExportValue>;

export interface ExportOptions {
  /** Password hashes and second-factor secrets (`npm run export -- DIR --with-secrets` only). */
  withSecrets: boolean;
}

export interface ExportTable {
  /** The files' name without extension. */
  name: string;
  /** The header: the importer's columns first (it reads by name), then what else a successor needs. */
  columns: (options: ExportOptions) => string[];
  /** Every row in key order; a row may carry more fields than the columns (its key), which are not written. */
  rows: (db: Database, options: ExportOptions) => AsyncGenerator<ExportRow>;
}

/** Instants as ISO 8601 in UTC (`Z`), as the importer reads a date with its zone; calendar days stay `YYYY-MM-DD`. */
const cells = (row: Record<string, unknown>): ExportRow =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      value instanceof Date ? value.toISOString() : (value as ExportValue),
    ]),
  );

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Select<R> = SelectQueryBuilder<any, any, R>;

/** The order a table is walked in: its key's columns, and the condition for the rows after a given one. */
interface Key<R> {
  columns: readonly string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  after: (eb: ExpressionBuilder<any, any>, last: R) => Expression<SqlBool>;
}

/** The key of most tables: one id column, selected as `id`. */
const byId = (column: string): Key<{ id: number }> => ({
  columns: [column],
  after: (eb, last) => eb(column, '>', last.id),
});

/** A table read EXPORT_BATCH rows at a time in key order, each batch after the last row of the one before. */
function table<R extends Record<string, unknown>>(
  name: string,
  columns: string[] | ((options: ExportOptions) => string[]),
  key: Key<R>,
  select: (db: Database) => Select<R>,
  shape: (row: R, options: ExportOptions) => Record<string, unknown> = (row) => row,
): ExportTable {
  return {
    name,
    columns: typeof columns === 'function' ? columns : () => columns,
    async *rows(db, options) {
      let last: R | null = null;
      for (;;) {
        let query = select(db).$if(last !== null, (q) => q.where((eb) => key.after(eb, last!)));
        for (const column of key.columns) query = query.orderBy(column);
        const batch: R[] = await query.limit(EXPORT_BATCH).execute();
        for (const row of batch) yield cells(shape(row, options));
        if (batch.length < EXPORT_BATCH) return;
        last = batch[batch.length - 1]!;
      }
    },
  };
}

const USER_EXTRAS = ['language', 'suspended_at'] as const;
// totp_secret as stored: sealed under TOTP_SECRET_KEY, usable only where that key is configured.
const USER_SECRETS = ['totp_secret', 'totp_enabled_at'] as const;

const users = table(
  'users',
  ({ withSecrets }) => [...IMPORT_COLUMNS.users, ...USER_EXTRAS, ...(withSecrets ? USER_SECRETS : [])],
  byId('id'),
  (db) => db.selectFrom('users').select(['id', ...IMPORT_COLUMNS.users, ...USER_EXTRAS, ...USER_SECRETS]),
  ({ totp_secret, totp_enabled_at, ...r }, { withSecrets }) => ({
    ...r,
    roles: ROLES.filter((role) => r.roles.includes(role)).join(';'),
    password_hash: withSecrets ? r.password_hash : '',
    ...(withSecrets ? { totp_secret, totp_enabled_at } : {}),
  }),
);

const institutions = table('institutions', [...IMPORT_COLUMNS.institutions, 'notes', 'created_at'], byId('id'), (db) =>
  db
    .selectFrom('institutions')
    .select(['id', 'name', 'city', 'region', 'type', 'contact_email', 'notes', 'created_at']),
);

/**
 * Each person's current application (the one the importer reads back; earlier ones are history the
 * audit log keeps). A listed institution by its name and city, a typed school by its name alone.
 */
const applications = table(
  'applications',
  [...IMPORT_COLUMNS.applications, 'email', 'ctf_team', 'rejection_reason', 'guardian_consent_at'],
  byId('c.id'),
  (db) =>
    db
      .selectFrom('competitor_applications as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('institutions as i', 'i.id', 'c.institution_id')
      .selectAll('c')
      .select(['u.username', 'u.email', 'i.city'])
      .select(sql<string | null>`coalesce(i.name, c.institution_name)`.as('institution'))
      .where('c.is_current', '=', true),
);

const competitions = table(
  'competitions',
  [
    'slug',
    'name',
    'season',
    'stage',
    'visibility',
    'starts_at',
    'ends_at',
    'registration_starts_at',
    'registration_ends_at',
    'results_published_at',
    'archived_at',
    'required_role',
    'requires_accepted_competitor',
    'allowed_categories',
    'age_min',
    'age_max',
    'age_reference_date',
    'ctfd_url',
    'finals_reminder_hours',
    'created_at',
  ],
  byId('c.id'),
  (db) =>
    db
      .selectFrom('competitions as c')
      .innerJoin('seasons as s', 's.id', 'c.season_id')
      .selectAll('c')
      .select('s.name as season'),
  (r) => ({ ...r, allowed_categories: r.allowed_categories.join(';') }),
);

/** Each registration with the profile copied into it when the person registered. */
const registrations = table(
  'registrations',
  [
    'competition',
    'username',
    'status',
    'first_name',
    'last_name',
    'date_of_birth',
    'gender',
    'institution',
    'created_at',
    'decided_at',
  ],
  byId('r.id'),
  (db) =>
    db
      .selectFrom('competition_registrations as r')
      .innerJoin('competitions as c', 'c.id', 'r.competition_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('institutions as i', 'i.id', 'r.institution_id')
      .selectAll('r')
      .select(['c.slug as competition', 'u.username'])
      .select(sql<string | null>`coalesce(i.name, r.institution_name)`.as('institution')),
);

const finalists = table(
  'finalists',
  [
    'competition',
    'username',
    'status',
    'invitation_expires_at',
    'responded_at',
    'reminded_at',
    'hotel_day1',
    'hotel_day2',
    'travel_compensation',
    'excuse_note',
    'gate_category',
    'created_at',
  ],
  {
    columns: ['f.competition_id', 'f.user_id'],
    after: (eb, last) =>
      eb(eb.refTuple('f.competition_id', 'f.user_id'), '>', eb.tuple(last.competition_id, last.user_id)),
  },
  (db) =>
    db
      .selectFrom('finals_invitations as f')
      .innerJoin('competitions as c', 'c.id', 'f.competition_id')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .selectAll('f')
      .select(['c.slug as competition', 'u.username']),
);

/** Every competition's results in one file; a competition's rows, less the first column, are a results upload. */
const results = table(
  'results',
  ['competition', ...IMPORT_COLUMNS.results, 'ctfd_position'],
  {
    columns: ['r.competition_id', 'r.place', 'r.username'],
    after: (eb, last) =>
      eb(
        eb.refTuple('r.competition_id', 'r.place', 'r.username'),
        '>',
        eb.tuple(last.competition_id, last.place, last.username),
      ),
  },
  (db) =>
    db
      .selectFrom('competition_results as r')
      .innerJoin('competitions as c', 'c.id', 'r.competition_id')
      .select(['r.competition_id', 'c.slug as competition', 'r.place', 'r.username', 'r.score', 'r.ctfd_position']),
);

/** The audit log as recorded: the actor by the username the entry kept (empty for a command), the target by type, id and name. */
const auditLog = table(
  'audit_log',
  ['created_at', 'actor', 'action', 'target_type', 'target_id', 'target_label', 'before', 'after'],
  byId('id'),
  (db) => db.selectFrom('audit_log').selectAll().select('actor_username as actor'),
);

/** The files of an export, in the order they are written. */
export const EXPORT_TABLES: readonly ExportTable[] = [
  users,
  institutions,
  applications,
  competitions,
  registrations,
  finalists,
  results,
  auditLog,
];
