import { sql } from 'kysely';
import { INVITATION_STATUSES } from '@ctf/shared/schemas/competition';
import type { Language } from '@ctf/shared/i18n/languages';
import { EXPORT_LABELS, belgradeDateTime } from '@ctf/shared/i18n/export-labels';
import {
  type CsvSeparator,
  type FinalistSort,
  type TFinalistPageQuery,
  csvSeparatorChar,
} from '@ctf/shared/schemas/organizer';
import { toCsv } from '@ctf/shared/csv';
import type { Database } from '#server/db/database';
import { categoryListPageIds } from '../../lists/list-page';
import { type ListPage, type SortKey, type Total, inOrderOf, keptCounts, paged } from '../../lists/paging';
import type { CompetitionRow } from '../competitions';
import {
  INVITATION_COLUMNS,
  invitationExpired,
  invitationOpen,
  isInvitationExpired,
  toInvitationDto,
} from './invitation';
import { personHeaders } from '../person-columns';
import { categoryCondition, listSeasonOf, userInCategory, withCategories } from '../../programme/list-categories';

// The organizer's view of a competition's finalists: the list, its CSV file, and the numbers.

/** Invitations with their user, current competitor profile and institution (no select). */
function joinedInvitations(db: Database, competitionId: number) {
  return db
    .selectFrom('finals_invitations as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('competitor_applications as c', (join) =>
      join.onRef('c.user_id', '=', 'f.user_id').on('c.is_current', '=', true),
    )
    .leftJoin('institutions as i', 'i.id', 'c.institution_id')
    .where('f.competition_id', '=', competitionId);
}

function selectFinalists(db: Database, competitionId: number) {
  return joinedInvitations(db, competitionId)
    .select([...INVITATION_COLUMNS, 'u.id as user_id', 'u.username', 'u.email'])
    .select([
      'c.first_name',
      'c.last_name',
      'c.shirt_size',
      'c.permanent_residence',
      'c.institution_name',
      'i.name as institution_full_name',
    ]);
}
type FinalistRow = Awaited<ReturnType<ReturnType<typeof selectFinalists>['executeTakeFirstOrThrow']>>;

function toFinalistDto(row: FinalistRow) {
  return {
    user: { id: row.user_id, username: row.username, email: row.email },
    full_name: row.first_name !== null ? `${row.first_name} ${row.last_name ?? ''}`.trim() : null,
    institution: row.institution_full_name ?? row.institution_name ?? null,
    city: row.permanent_residence ?? null,
    shirt_size: row.shirt_size ?? null,
    ...toInvitationDto(row),
  };
}

/**
 * Every invited finalist with what hotel and travel planning needs (the current competitor profile):
 * the CSV export and the REST list, usernames in Serbian order with numbers by value (user_2 before
 * user_10), as the admin lists.
 */
export async function listFinalists(db: Database, competition: Pick<CompetitionRow, 'id'>) {
  const rows = await selectFinalists(db, competition.id)
    .orderBy(sql`u.username_sort`)
    .orderBy('u.id')
    .limit(10_000)
    .execute();
  return rows.map(toFinalistDto);
}

/**
 * The finalists list's sort keys: the user's stored username key (Serbian order), or the profile's
 * columns as the table shows them (name, else username; school; shirt size), and the answer.
 */
const FINALIST_SORT_KEYS = {
  username: { name: 'username', column: sql`u.username_sort`, type: 'sr' },
  name: {
    name: 'name',
    column: sql`(ctf_sr_latin(coalesce(c.first_name || ' ' || c.last_name, u.username)) collate sr_icu)`,
    type: 'sr',
  },
  institution: {
    name: 'institution',
    column: sql`(ctf_sr_latin(coalesce(i.name, c.institution_name, '')) collate sr_icu)`,
    type: 'sr',
  },
  shirt_size: { name: 'shirt_size', column: sql`coalesce(c.shirt_size, '')`, type: 'text' },
  status: {
    name: 'status',
    column: sql`(case f.status when 'pending' then 0 when 'accepted' then 1 else 2 end)`,
    type: 'integer',
  },
} as const satisfies Record<FinalistSort, SortKey>;

/**
 * One page of a competition's finalists (searched, sorted) with the counts per answer, paged like the
 * admin lists: the totals kept by the database, pages by their anchors, searches through the users'
 * indexed search key (username, e-mail and the profile's names in any script).
 */
export async function pageFinalists(
  db: Database,
  competition: Pick<CompetitionRow, 'id'> & Partial<Pick<CompetitionRow, 'season_id'>>,
  input: TFinalistPageQuery,
) {
  const counts = await keptCounts(db, `finalists|${competition.id}|`, INVITATION_STATUSES);
  const kept: Total = { total: counts.pending + counts.accepted + counts.declined, estimated: false };
  // The categories shown and filtered by are the picked season's (default: the newest with categories).
  const season = await listSeasonOf(db, input.season_id, competition.season_id);
  const inCategory = categoryCondition(season, input.category, (category) => userInCategory(sql`f.user_id`, category));
  let filtered = joinedInvitations(db, competition.id);
  if (inCategory) filtered = filtered.where(inCategory);
  const list: ListPage = {
    filtered,
    id: sql`f.user_id`,
    key: FINALIST_SORT_KEYS[input.sort],
    direction: input.direction,
    page: input.page,
    perPage: input.per_page,
  };
  const { ids, total } = await categoryListPageIds(
    db,
    { name: `finalists|${competition.id}`, list, kept, search: input.search, searchKey: sql`u.search_key` },
    inCategory,
  );
  const rows = ids.length ? await selectFinalists(db, competition.id).where('f.user_id', 'in', ids).execute() : [];
  const finalists = inOrderOf(ids, rows, (row) => row.user_id).map(toFinalistDto);
  const data = await withCategories(db, finalists, (row) => row.user.id, season);
  return { ...paged(data, total, input), counts };
}

/**
 * `finalists-{slug}.csv`: the spec's columns with full name, institution, city and shirt size; a
 * byte-order mark, every field quoted and neutralised; words in the organizer's language, times in
 * Belgrade time, `;` on request.
 */
export async function finalistsCsv(
  db: Database,
  competition: Pick<CompetitionRow, 'id'>,
  {
    lang = 'sr',
    separator = 'comma',
    now = new Date(),
  }: { lang?: Language; separator?: CsvSeparator; now?: Date } = {},
) {
  const finalists = await listFinalists(db, competition);
  const l = EXPORT_LABELS[lang];
  const yesNo = (value: boolean) => (value ? l.yes : l.no);
  return toCsv(
    [
      ...personHeaders(l),
      l.shirtSize,
      l.status,
      l.hotelDay1,
      l.hotelDay2,
      l.travelCompensation,
      l.excuseNote,
      l.expiresAt,
      l.respondedAt,
    ],
    finalists.map((f) => [
      f.user.username,
      f.user.email,
      f.full_name ?? '',
      f.institution ?? '',
      f.city ?? '',
      f.shirt_size ?? '',
      isInvitationExpired(f, now) ? l.invitation.expired : l.invitation[f.status],
      yesNo(f.hotel_day1),
      yesNo(f.hotel_day2),
      yesNo(f.travel_compensation),
      yesNo(f.excuse_note),
      belgradeDateTime(f.invitation_expires_at),
      belgradeDateTime(f.responded_at),
    ]),
    csvSeparatorChar(separator),
  );
}

/** Per-competition numbers for the organizers' planning. */
export async function competitionNumbers(db: Database, competition: CompetitionRow, now = new Date()) {
  const registrations = await db
    .selectFrom('competition_registrations')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('competition_id', '=', competition.id)
    .groupBy('status')
    .execute();
  const reg = { pending: 0, accepted: 0, rejected: 0, total: 0 };
  for (const row of registrations) {
    reg[row.status as 'pending' | 'accepted' | 'rejected'] = Number(row.n);
    reg.total += Number(row.n);
  }
  const inv = await db
    .selectFrom('finals_invitations as f')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere(invitationOpen(now)).as('pending'),
      eb.fn.countAll<string>().filterWhere(invitationExpired(now)).as('expired'),
      sql<string>`count(*) filter (where f.status = 'accepted')`.as('accepted'),
      sql<string>`count(*) filter (where f.status = 'declined')`.as('declined'),
      sql<string>`count(*) filter (where f.status = 'accepted' and f.hotel_day1)`.as('hotel_day1'),
      sql<string>`count(*) filter (where f.status = 'accepted' and f.hotel_day2)`.as('hotel_day2'),
      sql<string>`count(*) filter (where f.status = 'accepted' and f.travel_compensation)`.as('travel_compensation'),
      sql<string>`count(*) filter (where f.status = 'accepted' and f.excuse_note)`.as('excuse_note'),
    ])
    .where('f.competition_id', '=', competition.id)
    .executeTakeFirstOrThrow();
  return {
    registrations: reg,
    invitations: {
      total: Number(inv.total),
      pending: Number(inv.pending),
      expired: Number(inv.expired),
      accepted: Number(inv.accepted),
      declined: Number(inv.declined),
    },
    hotel_day1: Number(inv.hotel_day1),
    hotel_day2: Number(inv.hotel_day2),
    travel_compensation: Number(inv.travel_compensation),
    excuse_note: Number(inv.excuse_note),
    reminder_hours: competition.finals_reminder_hours,
  };
}
