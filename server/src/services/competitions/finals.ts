import { sql } from 'kysely';
import { type InvitationStatus } from '@ctf/shared/schemas/competition';
import { isLanguage } from '@ctf/shared/i18n/languages';
import { toCsv } from '@ctf/shared/csv';
import type { TAttendanceInput } from '@ctf/shared/schemas/competition';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/sessions';
import type { MailQueue } from '../jobs/jobs';
import { finalsInvitationMail } from '../mail/competition-templates';
import { findCompetitionRow, findVisibleCompetition } from './competitions';

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
        url: `${publicUrl}/app/competitions/${competition.slug}/finals-attendance`,
        expiresAt: new Date(expiresAt),
      }),
    );
  }
  return {
    added_count: invitedIds.size,
    not_found: notFound,
    already_invited: alreadyInvited,
    not_eligible: notEligible,
  };
}

export async function listFinalists(db: Database, slug: string) {
  const competition = await findCompetitionRow(db, slug);
  const rows = await db
    .selectFrom('finals_invitations as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select([...INVITATION_COLUMNS, 'u.id as user_id', 'u.username', 'u.email'])
    .where('f.competition_id', '=', competition.id)
    .orderBy('u.username')
    .limit(10_000)
    .execute();
  return rows.map((row) => ({
    user: { id: row.user_id, username: row.username, email: row.email },
    status: row.status as InvitationStatus,
    hotel_day1: row.hotel_day1,
    hotel_day2: row.hotel_day2,
    travel_compensation: row.travel_compensation,
    excuse_note: row.excuse_note,
    invitation_expires_at: row.invitation_expires_at.toISOString(),
    responded_at: row.responded_at?.toISOString() ?? null,
  }));
}

export async function removeFinalist(db: Database, slug: string, userId: number) {
  const competition = await findCompetitionRow(db, slug);
  const deleted = await db
    .deleteFrom('finals_invitations')
    .where('competition_id', '=', competition.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new AppError('NOT_FOUND');
}

/** `finalists-{slug}.csv`: the spec's columns, a byte-order mark, every field quoted and neutralised. */
export async function finalistsCsv(db: Database, slug: string) {
  const finalists = await listFinalists(db, slug);
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return toCsv(
    ['username', 'email', 'status', 'hotel day 1', 'hotel day 2', 'travel compensation', 'excuse note', 'expires at'],
    finalists.map((f) => [
      f.user.username,
      f.user.email,
      f.status,
      yesNo(f.hotel_day1),
      yesNo(f.hotel_day2),
      yesNo(f.travel_compensation),
      yesNo(f.excuse_note),
      f.invitation_expires_at,
    ]),
  );
}

/** The invitee's view: null when not invited; an unanswered invitation past its expiry is expired. */
export async function findOwnInvitation(db: Database, user: SessionUser, slug: string, now = new Date()) {
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
export async function answerInvitation(db: Database, user: SessionUser, slug: string, answer: TAttendanceInput) {
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
