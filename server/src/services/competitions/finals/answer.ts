import type { TAttendanceInput } from '@ctf/shared/schemas/competition';
import type { Database } from '#server/db/database';
import { AppError } from '#server/errors';
import { scheduleFunnelRefresh } from '../../stats/funnel-refresh';
import type { Viewer } from '../../auth/viewer';
import type { Mailing } from '../../mail/mailing';
import { offerFreedSeats } from '../../programme/stage-gate';
import { type CompetitionRow, findOwnStatus } from '../competitions';
import { INVITATION_COLUMNS, invitationOpen, isInvitationExpired, toInvitationDto } from './invitation';

// The invitee's side: their invitation to a competition they can see, and their one answer.

/** The invitee's view: null when not invited; an unanswered invitation past its expiry is expired. */
export async function findOwnInvitation(db: Database, user: Viewer, competition: CompetitionRow, now = new Date()) {
  const row = await db
    .selectFrom('finals_invitations as f')
    .select([...INVITATION_COLUMNS])
    .where('f.competition_id', '=', competition.id)
    .where('f.user_id', '=', user.id)
    .executeTakeFirst();
  const named = { name: competition.name, slug: competition.slug };
  if (!row) return { competition: named, invitation: null };
  return {
    competition: named,
    invitation: { ...toInvitationDto(row), expired: isInvitationExpired(row, now) },
  };
}

/**
 * The invitee answers once, while the invitation is open: one conditional statement, so two
 * answers sent at once (two tabs, a double tap) cannot both be recorded.
 */
export async function answerInvitation(
  db: Database,
  user: Viewer,
  competition: CompetitionRow,
  { answer, mailing, now = new Date() }: { answer: TAttendanceInput; mailing?: Mailing; now?: Date },
) {
  const accepted = answer.status === 'accepted';
  const updated = await db
    .updateTable('finals_invitations as f')
    .set({
      status: answer.status,
      hotel_day1: accepted && answer.hotel_day1,
      hotel_day2: accepted && answer.hotel_day2,
      travel_compensation: accepted && answer.travel_compensation,
      excuse_note: accepted && answer.excuse_note,
      responded_at: now,
    })
    .where('f.competition_id', '=', competition.id)
    .where('f.user_id', '=', user.id)
    .where(invitationOpen(now))
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) {
    // Why it was refused, read after the statement: missing, answered (perhaps just now), or expired.
    const current = await findOwnStatus(db, 'finals_invitations', competition, user);
    if (!current) throw new AppError('INVITATION_NOT_FOUND');
    throw new AppError(current !== 'pending' ? 'INVITATION_ANSWERED' : 'INVITATION_EXPIRED');
  }
  if (accepted) await scheduleFunnelRefresh(db);
  // A decline frees a stage-gate seat: offered to the next in line at once where the organizer chose so.
  if (!accepted && mailing) await offerFreedSeats(db, mailing, competition, now);
  return findOwnInvitation(db, user, competition, now);
}
