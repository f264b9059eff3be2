import { sql } from 'kysely';
import type { Database } from '#server/db/database';
import { AppError, missingRow } from '#server/errors';
import type { MailQueue } from '../../jobs/queues';
import { type Mailing, mailLanguage } from '../../mail/mailing';
import { finalistRemovedMail, finalsExtendedMail, finalsInvitationMail } from '../../mail/organizer-templates';
import { type CompetitionRow, findCompetitionRow } from '../competitions';
import { mailInvitees } from './invitee-mail';
import { isInvitationOpen } from './invitation';

export interface InvitationTerms {
  /** The answer-by time sent (ISO). */
  expiresAt: string;
  now?: Date;
}

/** Invitations go out for a finals competition only, and with an answer-by time still ahead. */
function assertMayInvite(competition: CompetitionRow, { expiresAt, now = new Date() }: InvitationTerms) {
  if (competition.stage !== 'finals') throw new AppError('NOT_FINALS');
  // The new invitation would be closed at once: the one rule, applied to it.
  if (!isInvitationOpen({ status: 'pending', invitation_expires_at: expiresAt }, now))
    throw new AppError('EXPIRY_NOT_IN_FUTURE');
}

export interface FinalistInvite extends InvitationTerms {
  emails: string[];
  includeNotEligible?: boolean;
}

/**
 * Invites finalists by e-mail address, only to a finals competition and with an expiry in the
 * future. Eligible users (a verified address, and an accepted competitor profile or an accepted
 * registration) get a pending invitation and an e-mail; unknown addresses, users already invited
 * and users not eligible are reported back. The organizer may override the profile/registration
 * rule, never the verified address (CTFd trusts it).
 */
export async function inviteFinalists(
  db: Database,
  mailing: Mailing,
  competition: CompetitionRow,
  { emails, expiresAt, includeNotEligible = false, now = new Date() }: FinalistInvite,
) {
  assertMayInvite(competition, { expiresAt, now });
  const wanted = [...new Map(emails.map((e) => [e.trim().toLowerCase(), e.trim()])).values()];
  const found = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.email_verified_at'])
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
  const inserted = users.length
    ? await db
        .insertInto('finals_invitations')
        .values(users.map((u) => ({ competition_id: competition.id, user_id: u.id, invitation_expires_at: expiresAt })))
        .onConflict((oc) => oc.columns(['competition_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute()
    : [];
  const invitedIds = new Set(inserted.map((r) => r.user_id));
  await mailInvitees(
    db,
    mailing,
    users
      .filter((u) => invitedIds.has(u.id))
      .map((u) => ({ userId: u.id, competition, expiresAt: new Date(expiresAt) })),
    finalsInvitationMail,
  );
  return {
    added_count: invitedIds.size,
    not_found: wanted.filter((e) => !byEmail.has(e.toLowerCase())),
    already_invited: users.filter((u) => !invitedIds.has(u.id)).map((u) => u.email),
    not_eligible: found.filter((u) => !isEligible(u)).map((u) => u.email),
  };
}

/**
 * "Invite all accepted registrants" in one step: every user with an accepted registration for this
 * competition (or the named qualifier), through the same rules as inviting by address.
 */
export async function inviteAcceptedRegistrants(
  db: Database,
  mailing: Mailing,
  competition: CompetitionRow,
  { fromSlug, ...terms }: InvitationTerms & { fromSlug?: string },
) {
  const source = fromSlug ? await findCompetitionRow(db, fromSlug) : competition;
  const registrants = await db
    .selectFrom('competition_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select('u.email')
    .where('r.competition_id', '=', source.id)
    .where('r.status', '=', 'accepted')
    .execute();
  if (registrants.length === 0) {
    if (competition.stage !== 'finals') throw new AppError('NOT_FINALS');
    return { added_count: 0, already_invited: [], not_eligible: [] };
  }
  const result = await inviteFinalists(db, mailing, competition, {
    emails: registrants.map((r) => r.email),
    ...terms,
  });
  return {
    added_count: result.added_count,
    already_invited: result.already_invited,
    not_eligible: result.not_eligible,
  };
}

/**
 * A later answer-by time for pending invitations (the listed users, or all pending ones), expired
 * ones included: their invitees may answer again. Each gets an e-mail with the new time, and a
 * reminder is due again before it. Answered invitations are left as they are.
 */
export async function extendInvitations(
  db: Database,
  mailing: Mailing,
  competition: CompetitionRow,
  { userIds, ...terms }: InvitationTerms & { userIds?: number[] },
) {
  assertMayInvite(competition, terms);
  let update = db
    .updateTable('finals_invitations')
    .set({ invitation_expires_at: terms.expiresAt, reminded_at: null })
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
  await mailInvitees(
    db,
    mailing,
    extended.map((row) => ({ userId: row.user_id, competition, expiresAt: new Date(terms.expiresAt) })),
    finalsExtendedMail,
  );
  return { extended: extended.length };
}

/** Removes an invitation; the removed finalist is told by e-mail. */
export async function removeFinalist(db: Database, mail: MailQueue, competition: CompetitionRow, userId: number) {
  await db
    .deleteFrom('finals_invitations')
    .where('competition_id', '=', competition.id)
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirstOrThrow(missingRow('NOT_FOUND'));
  const user = await db
    .selectFrom('users')
    .select(['email', 'username', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await mail.enqueue(
    finalistRemovedMail(mailLanguage(user.language), user.email, {
      username: user.username,
      competition: competition.name,
    }),
    userId,
  );
}
