import { sql } from 'kysely';
import type { Language } from '@ctf/shared/i18n/languages';
import { EXPORT_LABELS, belgradeDateTime, calendarDate } from '@ctf/shared/i18n/export-labels';
import { listedNameIn } from '@ctf/shared/transliteration';
import { toCsv } from '@ctf/shared/csv';
import {
  type CsvSeparator,
  type RegistrationSort,
  type TRegistrationPageQuery,
  csvSeparatorChar,
} from '@ctf/shared/schemas/organizer';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@ctf/shared/schemas/competition';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { LISTED_INSTITUTION_COLUMNS, institutionOf } from '../institutions/institutions';
import { personOf } from '../competitors/competitors';
import type { Viewer } from '../auth/viewer';
import type { MailQueue } from '../jobs/queues';
import { registrationDecisionMail } from '../mail/competition-templates';
import { mailLanguage } from '../mail/mailing';
import { REGISTRATIONS_GENERATION } from '../lists/anchors';
import { categoryListPageIds } from '../lists/list-page';
import { type ListPage, type SortKey, type Total, inOrderOf, keptCounts, paged } from '../lists/paging';
import { matchesWords, searchWords } from '../lists/search';
import type { CompetitionRow } from './competitions';
import { assertEligible } from '../programme/eligibility';
import { personHeaders } from './person-columns';
import { categoryCondition, listSeasonOf, userInCategory, withCategories } from '../programme/list-categories';

/** The registration's columns, its institution's and its registrant's, as every registration answer shows them. */
const REGISTRATION_COLUMNS = [
  'r.id',
  'r.status',
  'r.first_name',
  'r.last_name',
  'r.gender',
  'r.date_of_birth',
  'r.institution_id',
  'r.institution_name',
  'r.created_at',
  'r.decided_at',
  ...LISTED_INSTITUTION_COLUMNS,
  'u.id as user_id',
  'u.username',
  'u.email',
] as const;

function selectRegistrations(db: Database) {
  return db
    .selectFrom('competition_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('institutions as i', 'i.id', 'r.institution_id')
    .select([...REGISTRATION_COLUMNS]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectRegistrations>['executeTakeFirstOrThrow']>>;

function toRegistrationDto(row: Row) {
  return {
    id: row.id,
    status: row.status as RegistrationStatus,
    ...personOf(row),
    institution: institutionOf(row),
    institution_name: row.institution_name,
    user: { id: row.user_id, username: row.username, email: row.email },
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}
export type RegistrationDto = ReturnType<typeof toRegistrationDto>;

/** The user's own registration for a competition they can see, or null. */
export async function findOwnRegistration(db: Database, user: Viewer, competition: CompetitionRow) {
  const row = await selectRegistrations(db)
    .where('r.competition_id', '=', competition.id)
    .where('r.user_id', '=', user.id)
    .executeTakeFirst();
  return row ? toRegistrationDto(row) : null;
}

/**
 * Registers for a competition while its registration is open, when the eligibility rule lets the
 * user in (services/programme/eligibility-rule.ts); the registration copies the competitor
 * application (names, gender, birth date, institution) as it is now.
 * Idempotent: a second submit (a double tap, a second tab) answers the existing
 * registration, whatever its status, and never an error.
 */
export async function registerForCompetition(
  db: Database,
  user: Viewer,
  competition: CompetitionRow,
  now = new Date(),
) {
  const existing = await findOwnRegistration(db, user, competition);
  if (existing) return existing;
  await assertEligible(db, user, competition, now);
  const profile = await db
    .selectFrom('competitor_applications')
    .select(['first_name', 'last_name', 'gender', 'date_of_birth', 'institution_id', 'institution_name'])
    .where('user_id', '=', user.id)
    .where('is_current', '=', true)
    .where('status', 'in', competition.requires_accepted_competitor ? ['accepted'] : ['accepted', 'pending'])
    .executeTakeFirst();
  // Withdrawn between the rule and this read.
  if (!profile) throw new AppError('NOT_A_COMPETITOR');
  // A concurrent submit of the same user may insert first: nothing happens, and both read the one row.
  await db
    .insertInto('competition_registrations')
    .values({ competition_id: competition.id, user_id: user.id, ...profile })
    .onConflict((oc) => oc.columns(['competition_id', 'user_id']).doNothing())
    .execute();
  return (await findOwnRegistration(db, user, competition))!;
}

export interface RegistrationDecision {
  /** The organizer deciding. */
  decidedBy: number;
  outcome: 'accepted' | 'rejected';
}

/** Decides those of `ids` still pending in this competition, in one statement; answers which were. */
async function decidePending(
  db: Database,
  competition: CompetitionRow,
  ids: number[],
  { decidedBy, outcome }: RegistrationDecision,
) {
  const updated = await db
    .updateTable('competition_registrations')
    .set({ status: outcome, decided_at: sql`now()`, decided_by: decidedBy })
    .where('id', 'in', ids)
    .where('competition_id', '=', competition.id)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return new Set(updated.map((row) => row.id));
}

/** Tells the registrant the organizer's decision. */
function mailDecision(
  mail: MailQueue,
  competition: CompetitionRow,
  row: { user_id: number; email: string; first_name: string; language: string },
  outcome: RegistrationDecision['outcome'],
) {
  return mail.enqueue(
    registrationDecisionMail(mailLanguage(row.language), row.email, {
      name: row.first_name,
      competition: competition.name,
      accepted: outcome === 'accepted',
    }),
    row.user_id,
  );
}

/** An organizer accepts or rejects a pending registration; the user hears it by e-mail. */
export async function decideRegistration(
  db: Database,
  mail: MailQueue,
  competition: CompetitionRow,
  { id, ...decision }: RegistrationDecision & { id: number },
) {
  const decided = await decidePending(db, competition, [id], decision);
  if (!decided.has(id)) {
    const exists = await db
      .selectFrom('competition_registrations')
      .select('id')
      .where('id', '=', id)
      .where('competition_id', '=', competition.id)
      .executeTakeFirst();
    throw new AppError(exists ? 'REGISTRATION_NOT_PENDING' : 'NOT_FOUND');
  }
  const row = await selectRegistrations(db).where('r.id', '=', id).select('u.language').executeTakeFirstOrThrow();
  await mailDecision(mail, competition, row, decision.outcome);
  return toRegistrationDto(row);
}

/** The registration with the profile's shirt size and place of residence (current application). */
function selectOrganizerRegistrations(db: Database) {
  return selectRegistrations(db)
    .leftJoin('competitor_applications as c', (join) =>
      join.onRef('c.user_id', '=', 'r.user_id').on('c.is_current', '=', true),
    )
    .select(['c.shirt_size', 'c.permanent_residence']);
}
type OrganizerRow = Awaited<ReturnType<ReturnType<typeof selectOrganizerRegistrations>['executeTakeFirstOrThrow']>>;

function toOrganizerRegistrationDto(row: OrganizerRow) {
  return { ...toRegistrationDto(row), shirt_size: row.shirt_size, city: row.permanent_residence };
}

const REGISTRATION_SORT_KEYS = {
  created_at: { name: 'created_at', column: sql`created_at`, type: 'timestamptz' },
  // Stored in Serbian ICU order with numbers by value (migration 0100): "user_2" before "user_10".
  name: { name: 'name', column: sql`name_sort`, type: 'sr' },
  username: { name: 'username', column: sql`username_sort`, type: 'sr' },
  status: { name: 'status', column: sql`status_rank`, type: 'integer' },
} as const satisfies Record<RegistrationSort, SortKey>;

/** One competition's registrations, of one status when given (no select, no order). */
function filteredRegistrations(db: Database, competitionId: number, status?: RegistrationStatus) {
  let query = db.selectFrom('competition_registrations').where('competition_id', '=', competitionId);
  if (status) query = query.where('status', '=', status);
  return query;
}

/** The registrations' own search key (migration 0100): names, username and e-mail, Latin without diacritics. */
const REGISTRATION_SEARCH_KEY = sql`search_key`;

/**
 * One page of a competition's registrations, with the counts per status, paged like
 * the admin lists (docs/decisions.md, "Page anchors"): totals kept by the database, sort keys stored
 * and indexed per competition, deep pages from anchors, searches through the trigram-indexed key.
 */
export async function pageRegistrations(
  db: Database,
  competition: Pick<CompetitionRow, 'id'> & Partial<Pick<CompetitionRow, 'season_id'>>,
  input: TRegistrationPageQuery,
) {
  // The competition's registrations per status, kept by the database (no rows counted).
  const counts = await keptCounts(db, `registrations|${competition.id}|`, REGISTRATION_STATUSES);
  // The categories shown and filtered by are the picked season's (default: the newest with categories).
  const season = await listSeasonOf(db, input.season_id, competition.season_id);
  const inCategory = categoryCondition(season, input.category, (category) =>
    userInCategory(sql`competition_registrations.user_id`, category),
  );
  let filtered = filteredRegistrations(db, competition.id, input.status);
  if (inCategory) filtered = filtered.where(inCategory);
  const list: ListPage = {
    filtered,
    id: sql`id`,
    key: REGISTRATION_SORT_KEYS[input.sort],
    direction: input.direction,
    page: input.page,
    perPage: input.per_page,
    generation: REGISTRATIONS_GENERATION,
  };
  const kept: Total = {
    total: input.status ? counts[input.status] : counts.pending + counts.accepted + counts.rejected,
    estimated: false,
  };
  const { ids, total } = await categoryListPageIds(
    db,
    {
      name: `registrations|${competition.id}|${input.status ?? '*'}`,
      list,
      kept,
      search: input.search,
      searchKey: REGISTRATION_SEARCH_KEY,
    },
    inCategory,
  );
  const rows = ids.length ? await selectOrganizerRegistrations(db).where('r.id', 'in', ids).execute() : [];
  const data = inOrderOf(ids, rows).map(toOrganizerRegistrationDto);
  return {
    ...paged(await withCategories(db, data, (row) => row.user.id, season), total, input),
    counts,
  };
}

/**
 * Accepts or rejects the selected registrations in one statement (only those still pending in this
 * competition), then queues one e-mail to each decided registrant. Every selected id is reported:
 * done, no longer pending (decided meanwhile), or not found in this competition.
 */
export async function decideRegistrations(
  db: Database,
  mail: MailQueue,
  competition: CompetitionRow,
  { ids, ...decision }: RegistrationDecision & { ids: number[] },
) {
  const wanted = [...new Set(ids)];
  const decided = await decidePending(db, competition, wanted, decision);
  const rows = await selectRegistrations(db)
    .select('u.language')
    .where('r.id', 'in', wanted)
    .where('r.competition_id', '=', competition.id)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows.filter((r) => decided.has(r.id))) await mailDecision(mail, competition, row, decision.outcome);
  return {
    done: decided.size,
    results: wanted.map((id) => {
      const row = byId.get(id);
      return {
        id,
        result: decided.has(id) ? ('done' as const) : row ? ('not_pending' as const) : ('not_found' as const),
        name: row ? `${row.first_name} ${row.last_name}` : null,
      };
    }),
  };
}

/**
 * `registrations-{slug}.csv`: the rows the organizer's filter shows, every field
 * quoted and neutralised, a byte-order mark, CRLF; headers, statuses and genders in the organizer's
 * language, times in Belgrade time; `;` as separator on request (Serbian-locale Excel).
 */
export async function registrationsCsv(
  db: Database,
  competition: Pick<CompetitionRow, 'id'>,
  {
    lang,
    separator,
    status,
    search,
  }: { lang: Language; separator: CsvSeparator; status?: RegistrationStatus; search: string },
) {
  const words = searchWords(search);
  let filtered = filteredRegistrations(db, competition.id, status);
  if (words.length) filtered = filtered.where(matchesWords(REGISTRATION_SEARCH_KEY, words));
  const ids = await filtered.select('id').orderBy('created_at').orderBy('id').limit(100_000).execute();
  const rows = ids.length
    ? await selectOrganizerRegistrations(db)
        .where(
          'r.id',
          'in',
          ids.map((row) => row.id),
        )
        .orderBy('r.created_at')
        .orderBy('r.id')
        .execute()
    : [];
  const l = EXPORT_LABELS[lang];
  return toCsv(
    [...personHeaders(l), l.gender, l.birthDate, l.shirtSize, l.status, l.registeredAt, l.decidedAt],
    rows.map((row) => [
      row.username,
      row.email,
      `${row.first_name} ${row.last_name}`,
      // A listed institution in the file's script, a typed one as the registrant typed it.
      row.institution_full_name === null ? (row.institution_name ?? '') : listedNameIn(lang, row.institution_full_name),
      row.permanent_residence ?? '',
      row.gender === 'male' ? l.male : row.gender === 'female' ? l.female : row.gender,
      calendarDate(row.date_of_birth),
      row.shirt_size ?? '',
      l.registration[row.status as RegistrationStatus],
      belgradeDateTime(row.created_at),
      belgradeDateTime(row.decided_at),
    ]),
    csvSeparatorChar(separator),
  );
}
