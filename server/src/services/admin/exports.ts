import { type SqlBool, sql } from 'kysely';
import type { Language } from '@ctf/shared/i18n/languages';
import { ROLE_LABELS } from '@ctf/shared/i18n/role-labels';
import { belgradeWallClock } from '@ctf/shared/belgrade-time';
import { toCsv } from '@ctf/shared/csv';
import type { TCompetitorListQuery, TUserListQuery } from '@ctf/shared/schemas/admin';
import { ROLES } from '@ctf/shared/constants';
import { listedNameIn } from '@ctf/shared/transliteration';
import type { Database } from '../../db/database';
import { withFilters } from './competitors';
import { matchesWords, searchWords } from '../lists/search';

/** Rows read per query: the export walks the list by id, never holding a cursor or skipping rows. */
const BATCH = 5000;
/** The most rows one export holds (a national season has far fewer applications). */
export const EXPORT_MAX_ROWS = 200_000;

/** The application's profile, the same columns in both exports. */
const PROFILE_HEADINGS = {
  en: ['Institution', 'City', 'Region', 'Gender', 'Shirt size'],
  sr: ['Институција', 'Град', 'Регион', 'Пол', 'Величина мајице'],
} as const;
const PROFILE_COLUMNS = [
  'c.institution_name',
  'i.name as institution',
  'i.city',
  'i.region',
  'c.gender',
  'c.shirt_size',
] as const;

const TEXTS = {
  en: {
    competitors: [
      'ID',
      'Full name',
      'Username',
      'Email',
      ...PROFILE_HEADINGS.en,
      'Status',
      'CTF team',
      'Applied',
      'Decided',
      'Joined the team',
    ],
    users: [
      'ID',
      'Username',
      'Email',
      'Verified',
      'Roles',
      'Suspended',
      'Registered',
      'Full name',
      ...PROFILE_HEADINGS.en,
      'Competitor status',
    ],
    yes: 'yes',
    no: 'no',
    status: { pending: 'pending', accepted: 'accepted', rejected: 'rejected' },
    gender: { male: 'male', female: 'female' },
    roles: ROLE_LABELS.en,
    region: {
      beograd: 'Belgrade',
      juzno_istocna_srbija: 'Southern and Eastern Serbia',
      kosovo_i_metohija: 'Kosovo and Metohija',
      sumadija_i_zapadna_srbija: 'Šumadija and Western Serbia',
      vojvodina: 'Vojvodina',
      other: 'Other',
    },
  },
  sr: {
    competitors: [
      'ИД',
      'Име и презиме',
      'Корисничко име',
      'Имејл',
      ...PROFILE_HEADINGS.sr,
      'Стање',
      'CTF тим',
      'Пријављен',
      'Одлучено',
      'У тиму од',
    ],
    users: [
      'ИД',
      'Корисничко име',
      'Имејл',
      'Потврђена',
      'Улоге',
      'Суспендован',
      'Регистрован',
      'Име и презиме',
      ...PROFILE_HEADINGS.sr,
      'Стање такмичара',
    ],
    yes: 'да',
    no: 'не',
    status: { pending: 'на чекању', accepted: 'прихваћен', rejected: 'одбијен' },
    gender: { male: 'мушки', female: 'женски' },
    roles: ROLE_LABELS.sr,
    region: {
      beograd: 'Београд',
      juzno_istocna_srbija: 'Јужна и источна Србија',
      kosovo_i_metohija: 'Косово и Метохија',
      sumadija_i_zapadna_srbija: 'Шумадија и западна Србија',
      vojvodina: 'Војводина',
      other: 'Остало',
    },
  },
} as const;

/** `2026-03-01 14:05`: the wall-clock time in Belgrade, as Excel reads a date and time. */
export function belgradeTime(date: Date | null): string {
  if (!date) return '';
  const parts = belgradeWallClock(date);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

type Texts = (typeof TEXTS)[Language];
const lookup = <K extends string>(table: Record<K, string>, key: string | null): string =>
  key === null ? '' : ((table as Record<string, string>)[key] ?? key);

/**
 * The institution column: a listed institution in the file's script (Cyrillic in Serbian, one script
 * beside the translated words), a school typed by the applicant as they typed it.
 */
const institutionIn = (lang: Language, listed: string | null, typed: string | null) =>
  listed === null ? typed : listedNameIn(lang, listed);

type Cell = string | number | null;
interface ProfileRow {
  institution: string | null;
  institution_name: string | null;
  city: string | null;
  region: string | null;
  gender: string | null;
  shirt_size: string | null;
}
const profileCells = (lang: Language, r: ProfileRow): Cell[] => [
  institutionIn(lang, r.institution, r.institution_name),
  r.city === null ? null : listedNameIn(lang, r.city),
  lookup(TEXTS[lang].region, r.region),
  lookup(TEXTS[lang].gender, r.gender),
  r.shirt_size,
];

/** Every row of a list (up to EXPORT_MAX_ROWS), read BATCH rows after the last id at a time. */
async function everyRow<R extends { id: number }>(
  batchAfter: (after: number) => Promise<R[]>,
  cells: (r: R) => Cell[],
) {
  const rows: Cell[][] = [];
  let after = 0;
  for (;;) {
    const batch = await batchAfter(after);
    for (const r of batch) rows.push(cells(r));
    if (batch.length < BATCH || rows.length >= EXPORT_MAX_ROWS) break;
    after = batch[batch.length - 1]!.id;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

/** The competitors list as CSV: the tab, search and filters of the list, every matching row. */
export async function competitorsCsv(
  db: Database,
  input: Pick<TCompetitorListQuery, 'tab' | 'search' | 'institution_id' | 'region' | 'gender'>,
  lang: Language,
  separator: ',' | ';',
) {
  const t: Texts = TEXTS[lang];
  let filtered = db.selectFrom('competitor_applications as c').where('c.is_current', '=', true);
  if (input.tab === 'pending') filtered = filtered.where('c.status', '=', 'pending');
  if (input.tab === 'rejected') filtered = filtered.where('c.status', '=', 'rejected');
  if (input.tab === 'ctf-team') filtered = filtered.where('c.status', '=', 'accepted').where('c.ctf_team', '=', true);
  filtered = withFilters(filtered, input);
  const words = searchWords(input.search);
  if (words.length) filtered = filtered.where(matchesWords(sql`c.search_key`, words));

  const rows = await everyRow(
    (after) =>
      filtered
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .leftJoin('institutions as i', 'i.id', 'c.institution_id')
        .select([
          'c.id',
          'c.first_name',
          'c.last_name',
          'u.username',
          'u.email',
          ...PROFILE_COLUMNS,
          'c.status',
          'c.ctf_team',
          'c.created_at',
          'c.decided_at',
          'c.joined_team_at',
        ])
        .where('c.id', '>', after)
        .orderBy('c.id')
        .limit(BATCH)
        .execute(),
    (r) => [
      r.id,
      `${r.first_name} ${r.last_name}`,
      r.username,
      r.email,
      ...profileCells(lang, r),
      lookup(t.status, r.status),
      r.ctf_team ? t.yes : t.no,
      belgradeTime(r.created_at),
      belgradeTime(r.decided_at),
      belgradeTime(r.joined_team_at),
    ],
  );
  return toCsv([...t.competitors], rows, separator);
}

/** The users list as CSV: its search and filters, with each user's current application beside them. */
export async function usersCsv(
  db: Database,
  input: Pick<TUserListQuery, 'search' | 'role' | 'verified' | 'suspended'>,
  lang: Language,
  separator: ',' | ';',
) {
  const t: Texts = TEXTS[lang];
  let filtered = db.selectFrom('users');
  if (input.role) filtered = filtered.where(sql<SqlBool>`roles @> array[${input.role}]::text[]`);
  if (input.verified === 'yes') filtered = filtered.where('email_verified_at', 'is not', null);
  if (input.verified === 'no') filtered = filtered.where('email_verified_at', 'is', null);
  if (input.suspended === 'yes') filtered = filtered.where('users.suspended_at', 'is not', null);
  if (input.suspended === 'no') filtered = filtered.where('users.suspended_at', 'is', null);
  const words = searchWords(input.search);
  if (words.length) filtered = filtered.where(matchesWords(sql`users.search_key`, words));

  const rows = await everyRow(
    (after) =>
      filtered
        .leftJoin('competitor_applications as c', (join) =>
          join.onRef('c.user_id', '=', 'users.id').on('c.is_current', '=', true),
        )
        .leftJoin('institutions as i', 'i.id', 'c.institution_id')
        .select([
          'users.id',
          'users.username',
          'users.email',
          'users.email_verified_at',
          'users.roles',
          'users.suspended_at',
          'users.created_at',
          'c.first_name',
          'c.last_name',
          ...PROFILE_COLUMNS,
          'c.status',
        ])
        .where('users.id', '>', after)
        .orderBy('users.id')
        .limit(BATCH)
        .execute(),
    (r) => [
      r.id,
      r.username,
      r.email,
      r.email_verified_at ? t.yes : t.no,
      ROLES.filter((role) => r.roles.includes(role))
        .map((role) => t.roles[role])
        .join(', '),
      belgradeTime(r.suspended_at),
      belgradeTime(r.created_at),
      r.first_name === null ? '' : `${r.first_name} ${r.last_name}`,
      ...profileCells(lang, r),
      lookup(t.status, r.status),
    ],
  );
  return toCsv([...t.users], rows, separator);
}
