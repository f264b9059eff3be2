import { sql } from 'kysely';
import { INVITATION_STATUSES, type InvitationStatus } from '@ctf/shared/schemas/competition';
import { type Language, isLanguage } from '@ctf/shared/i18n/languages';
import { EXPORT_LABELS, belgradeDateTime } from '@ctf/shared/i18n/export-labels';
import {
  type CsvSeparator,
  type FinalistSort,
  type TFinalistPageQuery,
  csvSeparatorChar,
} from '@ctf/shared/schemas/organizer';
import { toCsv } from '@ctf/shared/csv';
import type { TAttendanceInput } from '@ctf/shared/schemas/competition';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { Viewer } from '../auth/viewer';
import type { MailQueue } from '../jobs/jobs';
import { finalsInvitationMail } from '../mail/competition-templates';
import { finalistRemovedMail, finalsExtendedMail, finalsReminderMail } from '../mail/organizer-templates';
import {
  type ListPage,
  type SortKey,
  type Total,
  inOrderOf,
  keptCounts,
  pageIds,
  paged,
  searchPage,
  searchWords,
} from '../admin/paging';
import { findCompetitionRow, findVisibleCompetition } from './competitions';

const attendanceUrl = (publicUrl: string, slug: string) => `${publicUrl}/app/competitions/${slug}/finals-attendance`;

const INVITATION_COLUMNS = [
  'f.status',
  'f.hotel_day1',
  'f.hotel_day2',
  'f.travel_compensation',
  'f.excuse_note',
  'f.invitation_expires_at',
  'f.responded_at',
] as const;

/**
 * Invites finalists by e-mail address, only to a finals competition and with an expiry in the
 * future. Eligible users (a verified address, and an accepted competitor profile or an accepted
 * registration) get a pending invitation and an e-mail; unknown addresses, users already invited
 * and users not eligible are reported back. The organizer may override the profile/registration
 * rule, never the verified address (CTFd trusts it).
 */
export async function inviteFinalists(
  db: Database,
  mail: MailQueue,
  publicUrl: string,
  slug: string,
  emails: string[],
  expiresAt: string,
  { includeNotEligible = false, now = new Date() }: { includeNotEligible?: boolean; now?: Date } = {},
) {
  const competition = await findCompetitionRow(db, slug);
  if (competition.stage !== 'finals') throw new AppError('NOT_FINALS');
  if (new Date(expiresAt) <= now) throw new AppError('EXPIRY_NOT_IN_FUTURE');
  const wanted = [...new Map(emails.map((e) => [e.trim().toLowerCase(), e.trim()])).values()];
  const found = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.username', 'u.language', 'u.email_verified_at'])
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('competitor_applications as c')
              .select('c.id')
              .whereRef('c.user_id', '=', 'u.id')
              .where('c.is_current', '=', true)
              .where('c.status', '=', 'accepted'),
          ),
          eb.exists(
            eb
              .selectFrom('competition_registrations as r')
              .select('r.id')
              .whereRef('r.user_id', '=', 'u.id')
              .where('r.status', '=', 'accepted'),
          ),
        ])
        .as('is_competitor'),
    )
    .where(
      sql`lower(u.email)`,
      'in',
      wanted.map((e) => e.toLowerCase()),
    )
    .execute();
  const byEmail = new Map(found.map((u) => [u.email.toLowerCase(), u]));
  const isEligible = (u: (typeof found)[number]) =>
    u.email_verified_at !== null && (Boolean(u.is_competitor) || includeNotEligible);
  const users = found.filter(isEligible);
  const notEligible = found.filter((u) => !isEligible(u)).map((u) => u.email);
  const notFound = wanted.filter((e) => !byEmail.has(e.toLowerCase()));
  const inserted = users.length
    ? await db
        .insertInto('finals_invitations')
        .values(users.map((u) => ({ competition_id: competition.id, user_id: u.id, invitation_expires_at: expiresAt })))
        .onConflict((oc) => oc.columns(['competition_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute()
    : [];
  const invitedIds = new Set(inserted.map((r) => r.user_id));
  const alreadyInvited = users.filter((u) => !invitedIds.has(u.id)).map((u) => u.email);
  for (const user of users.filter((u) => invitedIds.has(u.id))) {
    await mail.enqueue(
      finalsInvitationMail(isLanguage(user.language) ? user.language : 'sr', user.email, {
        username: user.username,
        competition: competition.name,
        url: attendanceUrl(publicUrl, competition.slug),
        expiresAt: new Date(expiresAt),
      }),
      user.id,
    );
  }
  return {
    added_count: invitedIds.size,
    not_found: notFound,
    already_invited: alreadyInvited,
    not_eligible: notEligible,
  };
}

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
    status: row.status as InvitationStatus,
    hotel_day1: row.hotel_day1,
    hotel_day2: row.hotel_day2,
    travel_compensation: row.travel_compensation,
    excuse_note: row.excuse_note,
    invitation_expires_at: row.invitation_expires_at.toISOString(),
    responded_at: row.responded_at?.toISOString() ?? null,
  };
}

/**
 * Every invited finalist with what hotel and travel planning needs (the current competitor profile):
 * the CSV export and the REST list, usernames in Serbian order with numbers by value (user_2 before
 * user_10), as the admin lists (issue 11 item 9).
 */
export async function listFinalists(db: Database, slug: string) {
  const competition = await findCompetitionRow(db, slug);
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
 * admin lists: the totals kept by the database, pages by `pageIds`, searches through the users'
 * indexed search key (username, e-mail and the profile's names in any script).
 */
export async function pageFinalists(db: Database, input: TFinalistPageQuery) {
  const competition = await findCompetitionRow(db, input.slug);
  const prefix = `finalists|${competition.id}|`;
  const counts = await keptCounts(db, prefix, INVITATION_STATUSES);
  const all: Total = { total: counts.pending + counts.accepted + counts.declined, estimated: false };
  const list: ListPage = {
    filtered: joinedInvitations(db, competition.id),
    id: sql`f.user_id`,
    key: FINALIST_SORT_KEYS[input.sort],
    direction: input.direction,
    page: input.page,
    perPage: input.per_page,
  };
  const words = searchWords(input.search);
  let ids: number[];
  let total: Total;
  if (words.length) ({ ids, total } = await searchPage(db, list, sql`u.search_key`, words, all.total));
  else {
    total = all;
    ids = await pageIds(db, `finalists|${competition.id}`, list, all);
  }
  const rows = ids.length ? await selectFinalists(db, competition.id).where('f.user_id', 'in', ids).execute() : [];
  const data = inOrderOf(ids, rows, (row) => row.user_id).map(toFinalistDto);
  return { ...paged(data, total.total, input.page, input.per_page, total.estimated), counts };
}

/** Removes an invitation; the removed finalist is told by e-mail (issue 12 item 2). */
export async function removeFinalist(db: Database, mail: MailQueue, slug: string, userId: number) {
  const competition = await findCompetitionRow(db, slug);
  const deleted = await db
    .deleteFrom('finals_invitations')
    .where('competition_id', '=', competition.id)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  if (!deleted) throw new AppError('NOT_FOUND');
  const user = await db
    .selectFrom('users')
    .select(['email', 'username', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await mail.enqueue(
    finalistRemovedMail(isLanguage(user.language) ? user.language : 'sr', user.email, {
      username: user.username,
      competition: competition.name,
    }),
    userId,
  );
}

/**
 * `finalists-{slug}.csv`: the spec's columns with full name, institution, city and shirt size; a
 * byte-order mark, every field quoted and neutralised; words in the organizer's language, times in
 * Belgrade time (issue 12 item 2), `;` on request.
 */
export async function finalistsCsv(
  db: Database,
  slug: string,
  { lang = 'sr', separator = 'comma' }: { lang?: Language; separator?: CsvSeparator } = {},
  now = new Date(),
) {
  const finalists = await listFinalists(db, slug);
  const l = EXPORT_LABELS[lang];
  const yesNo = (value: boolean) => (value ? l.yes : l.no);
  return toCsv(
    [
      l.username,
      l.email,
      l.fullName,
      l.institution,
      l.city,
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
      f.status === 'pending' && new Date(f.invitation_expires_at) <= now
        ? l.invitation.expired
        : l.invitation[f.status],
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

/**
 * A later answer-by time for pending invitations (the listed users, or all pending ones), expired
 * ones included: their invitees may answer again. Each gets an e-mail with the new time, and a
 * reminder is due again before it. Answered invitations are left as they are.
 */
export async function extendInvitations(
  db: Database,
  mail: MailQueue,
  publicUrl: string,
  slug: string,
  userIds: number[] | undefined,
  expiresAt: string,
  now = new Date(),
) {
  const competition = await findCompetitionRow(db, slug);
  if (competition.stage !== 'finals') throw new AppError('NOT_FINALS');
  if (new Date(expiresAt) <= now) throw new AppError('EXPIRY_NOT_IN_FUTURE');
  let update = db
    .updateTable('finals_invitations')
    .set({ invitation_expires_at: expiresAt, reminded_at: null })
    .where('competition_id', '=', competition.id)
    .where('status', '=', 'pending');
  if (userIds) update = update.where('user_id', 'in', userIds);
  const extended = await update.returning('user_id').execute();
  if (userIds?.length === 1 && extended.length === 0) {
    const exists = await db
      .selectFrom('finals_invitations')
      .select('status')
      .where('competition_id', '=', competition.id)
      .where('user_id', '=', userIds[0]!)
      .executeTakeFirst();
    throw new AppError(exists ? 'INVITATION_ANSWERED' : 'NOT_FOUND');
  }
  const users = extended.length
    ? await db
        .selectFrom('users')
        .select(['id', 'email', 'username', 'language'])
        .where(
          'id',
          'in',
          extended.map((row) => row.user_id),
        )
        .execute()
    : [];
  for (const user of users) {
    await mail.enqueue(
      finalsExtendedMail(isLanguage(user.language) ? user.language : 'sr', user.email, {
        username: user.username,
        competition: competition.name,
        url: attendanceUrl(publicUrl, competition.slug),
        expiresAt: new Date(expiresAt),
      }),
      user.id,
    );
  }
  return { extended: extended.length };
}

/**
 * "Invite all accepted registrants" in one step: every user with an accepted registration for this
 * competition (or the named qualifier), through the same rules as inviting by address.
 */
export async function inviteAcceptedRegistrants(
  db: Database,
  mail: MailQueue,
  publicUrl: string,
  slug: string,
  fromSlug: string | undefined,
  expiresAt: string,
  now = new Date(),
) {
  const source = await findCompetitionRow(db, fromSlug ?? slug);
  const registrants = await db
    .selectFrom('competition_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('u.email')
    .where('r.competition_id', '=', source.id)
    .where('r.status', '=', 'accepted')
    .execute();
  if (registrants.length === 0) {
    const competition = await findCompetitionRow(db, slug);
    if (competition.stage !== 'finals') throw new AppError('NOT_FINALS');
    return { added_count: 0, already_invited: [], not_eligible: [] };
  }
  const result = await inviteFinalists(
    db,
    mail,
    publicUrl,
    slug,
    registrants.map((r) => r.email),
    expiresAt,
    { now },
  );
  return {
    added_count: result.added_count,
    already_invited: result.already_invited,
    not_eligible: result.not_eligible,
  };
}

/** Per-competition numbers for the organizers' planning (issue 12 item 2). */
export async function competitionNumbers(db: Database, slug: string, now = new Date()) {
  const competition = await findCompetitionRow(db, slug);
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
    .selectFrom('finals_invitations')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where status = 'pending' and invitation_expires_at > ${now})`.as('pending'),
      sql<string>`count(*) filter (where status = 'pending' and invitation_expires_at <= ${now})`.as('expired'),
      sql<string>`count(*) filter (where status = 'accepted')`.as('accepted'),
      sql<string>`count(*) filter (where status = 'declined')`.as('declined'),
      sql<string>`count(*) filter (where status = 'accepted' and hotel_day1)`.as('hotel_day1'),
      sql<string>`count(*) filter (where status = 'accepted' and hotel_day2)`.as('hotel_day2'),
      sql<string>`count(*) filter (where status = 'accepted' and travel_compensation)`.as('travel_compensation'),
      sql<string>`count(*) filter (where status = 'accepted' and excuse_note)`.as('excuse_note'),
    ])
    .where('competition_id', '=', competition.id)
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

/** How long before expiry pending invitees of this competition get a reminder (null: none). */
export async function setReminderHours(db: Database, slug: string, hours: number | null) {
  const competition = await findCompetitionRow(db, slug);
  await db.updateTable('competitions').set({ finals_reminder_hours: hours }).where('id', '=', competition.id).execute();
}

/**
 * The scheduled job (pg-boss, every 10 minutes): pending invitations that expire within their
 * competition's reminder time and were not reminded yet get one reminder each. Marked first, in one
 * statement, so two instances running the job at once never remind twice.
 */
export async function sendFinalsReminders(db: Database, mail: MailQueue, publicUrl: string, now = new Date()) {
  const due = await db
    .updateTable('finals_invitations as f')
    .from('competitions as c')
    .set({ reminded_at: now })
    .whereRef('c.id', '=', 'f.competition_id')
    .where('c.finals_reminder_hours', 'is not', null)
    .where('f.status', '=', 'pending')
    .where('f.reminded_at', 'is', null)
    .where('f.invitation_expires_at', '>', now)
    .where(sql<boolean>`f.invitation_expires_at <= ${now}::timestamptz + c.finals_reminder_hours * interval '1 hour'`)
    .returning(['f.user_id', 'f.invitation_expires_at', 'c.name', 'c.slug'])
    .execute();
  if (due.length === 0) return 0;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'language'])
    .where(
      'id',
      'in',
      due.map((row) => row.user_id),
    )
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  for (const row of due) {
    const user = byId.get(row.user_id);
    if (!user) continue;
    await mail.enqueue(
      finalsReminderMail(isLanguage(user.language) ? user.language : 'sr', user.email, {
        username: user.username,
        competition: row.name,
        url: attendanceUrl(publicUrl, row.slug),
        expiresAt: row.invitation_expires_at,
      }),
      user.id,
    );
  }
  return due.length;
}

/** The invitee's view: null when not invited; an unanswered invitation past its expiry is expired. */
export async function findOwnInvitation(db: Database, user: Viewer, slug: string, now = new Date()) {
  const competition = await findVisibleCompetition(db, user, slug);
  const row = await db
    .selectFrom('finals_invitations as f')
    .select([...INVITATION_COLUMNS])
    .where('f.competition_id', '=', competition.id)
    .where('f.user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) return { competition: { name: competition.name, slug: competition.slug }, invitation: null };
  return {
    competition: { name: competition.name, slug: competition.slug },
    invitation: {
      status: row.status as InvitationStatus,
      hotel_day1: row.hotel_day1,
      hotel_day2: row.hotel_day2,
      travel_compensation: row.travel_compensation,
      excuse_note: row.excuse_note,
      invitation_expires_at: row.invitation_expires_at.toISOString(),
      expired: row.status === 'pending' && row.invitation_expires_at <= now,
      responded_at: row.responded_at?.toISOString() ?? null,
    },
  };
}

/**
 * The invitee answers once, before the invitation expires: one conditional statement, so two
 * answers sent at once (two tabs, a double tap) cannot both be recorded.
 */
export async function answerInvitation(db: Database, user: Viewer, slug: string, answer: TAttendanceInput) {
  const competition = await findVisibleCompetition(db, user, slug);
  const accepted = answer.status === 'accepted';
  const updated = await db
    .updateTable('finals_invitations')
    .set({
      status: answer.status,
      hotel_day1: accepted && answer.hotel_day1,
      hotel_day2: accepted && answer.hotel_day2,
      travel_compensation: accepted && answer.travel_compensation,
      excuse_note: accepted && answer.excuse_note,
      responded_at: sql`now()`,
    })
    .where('competition_id', '=', competition.id)
    .where('user_id', '=', user.id)
    .where('status', '=', 'pending')
    .where('invitation_expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) {
    // Why it was refused, read after the statement: missing, answered (perhaps just now), or expired.
    const current = await db
      .selectFrom('finals_invitations')
      .select('status')
      .where('competition_id', '=', competition.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!current) throw new AppError('INVITATION_NOT_FOUND');
    throw new AppError(current.status !== 'pending' ? 'INVITATION_ANSWERED' : 'INVITATION_EXPIRED');
  }
  return findOwnInvitation(db, user, slug);
}
