import { type SqlBool, sql } from 'kysely';
import type { InvitationStatus } from '@ctf/shared/schemas/competition';

/** An invitation's own columns, as the organizer's list and the invitee's view show them. */
export const INVITATION_COLUMNS = [
  'f.status',
  'f.hotel_day1',
  'f.hotel_day2',
  'f.travel_compensation',
  'f.excuse_note',
  'f.invitation_expires_at',
  'f.responded_at',
] as const;

/** An invitation's own fields as every answer shows them. */
export function toInvitationDto(row: {
  status: string;
  hotel_day1: boolean;
  hotel_day2: boolean;
  travel_compensation: boolean;
  excuse_note: boolean;
  invitation_expires_at: Date;
  responded_at: Date | null;
}) {
  return {
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
 * The one rule for an invitation's time limit: it can be answered while pending and before its
 * expiry, on the application's clock (`now`, never the database's), so that every path (the
 * invitee's answer, reminders, the organizer's numbers and list, the CSV) agrees at the boundary
 * instant: at the expiry itself it is closed.
 */
export function isInvitationOpen(
  invitation: { status: string; invitation_expires_at: Date | string },
  now: Date,
): boolean {
  return invitation.status === 'pending' && new Date(invitation.invitation_expires_at) > now;
}

/** Still pending but past its expiry: shown as expired, answerable again only once extended. */
export const isInvitationExpired = (invitation: { status: string; invitation_expires_at: Date | string }, now: Date) =>
  invitation.status === 'pending' && !isInvitationOpen(invitation, now);

/** isInvitationOpen as a condition on `finals_invitations as f`, for statements that decide in one step. */
export const invitationOpen = (now: Date) =>
  sql<SqlBool>`(f.status = 'pending' and f.invitation_expires_at > ${now}::timestamptz)`;

/** isInvitationExpired as a condition on `finals_invitations as f`. */
export const invitationExpired = (now: Date) =>
  sql<SqlBool>`(f.status = 'pending' and f.invitation_expires_at <= ${now}::timestamptz)`;

/**
 * An open invitation's reminder is due: it expires within its competition's reminder time
 * (`competitions as c`, `finals_reminder_hours`), on the same clock.
 */
export const reminderDue = (now: Date) =>
  sql<SqlBool>`(${invitationOpen(now)} and f.invitation_expires_at <= ${now}::timestamptz + c.finals_reminder_hours * interval '1 hour')`;
