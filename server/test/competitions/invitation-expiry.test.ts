import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_LABELS } from '@ctf/shared/i18n/export-labels';
import { AppError } from '../../src/errors';
import { type Viewer, viewerOf } from '../../src/services/auth/viewer';
import { findCompetitionRow } from '../../src/services/competitions/competitions';
import { answerInvitation, findOwnInvitation } from '../../src/services/competitions/finals/answer';
import { competitionNumbers, finalistsCsv } from '../../src/services/competitions/finals/finalists';
import { isInvitationOpen } from '../../src/services/competitions/finals/invitation';
import { extendInvitations, inviteFinalists } from '../../src/services/competitions/finals/invitations';
import { sendFinalsReminders } from '../../src/services/competitions/finals/reminders';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';

const { db } = await createTestApp();
const mailing = { mail: { enqueue: async () => null }, publicUrl: 'https://ctf.example.rs' };

/** An invitee's pending invitation to a new finals competition, expiring at `expiry`. */
async function pendingInvitation(expiry: Date) {
  const made = await createCompetition(db, { stage: 'finals' });
  const user = await createUser(db);
  await makeCompetitor(db, user.id);
  await db
    .insertInto('finals_invitations')
    .values({ competition_id: made.id, user_id: user.id, invitation_expires_at: expiry })
    .execute();
  await db.updateTable('competitions').set({ finals_reminder_hours: 24 }).where('id', '=', made.id).execute();
  const competition = await findCompetitionRow(db, made.slug);
  const row = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  const viewer: Viewer = viewerOf({ user: row, session: { secondFactorVerified: false } });
  return { competition, user, viewer };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.appCode : String(error)),
  );

// The expiry, to the millisecond: the instant itself and the one before it.
const expiry = new Date(Math.floor(hoursFromNow(12).getTime() / 1000) * 1000);
const before = new Date(expiry.getTime() - 1);

describe('one rule for an invitation’s time limit: open before its expiry, closed at it', () => {
  it('the rule itself', () => {
    expect(isInvitationOpen({ status: 'pending', invitation_expires_at: expiry }, before)).toBe(true);
    expect(isInvitationOpen({ status: 'pending', invitation_expires_at: expiry }, expiry)).toBe(false);
    expect(isInvitationOpen({ status: 'accepted', invitation_expires_at: expiry }, before)).toBe(false);
  });

  it('the invitee’s answer', async () => {
    const late = await pendingInvitation(expiry);
    const answer = {
      status: 'declined' as const,
      hotel_day1: false,
      hotel_day2: false,
      travel_compensation: false,
      excuse_note: false,
    };
    expect(await codeOf(answerInvitation(db, late.viewer, late.competition, { answer, now: expiry }))).toBe(
      'INVITATION_EXPIRED',
    );
    const inTime = await pendingInvitation(expiry);
    expect(await codeOf(answerInvitation(db, inTime.viewer, inTime.competition, { answer, now: before }))).toBe('ok');
  });

  it('the invitee’s view', async () => {
    const { viewer, competition } = await pendingInvitation(expiry);
    expect((await findOwnInvitation(db, viewer, competition, before)).invitation?.expired).toBe(false);
    expect((await findOwnInvitation(db, viewer, competition, expiry)).invitation?.expired).toBe(true);
  });

  it('reminders', async () => {
    await pendingInvitation(expiry);
    // Everything else pending in this database is reminded first, so that only this one is left.
    await sendFinalsReminders(db, mailing.mail, mailing.publicUrl, before);
    const { user } = await pendingInvitation(expiry);
    const sent: number[] = [];
    const mail = { enqueue: async (_message: unknown, userId: number | null) => void sent.push(userId ?? 0) };
    await sendFinalsReminders(db, mail, mailing.publicUrl, expiry);
    expect(sent).not.toContain(user.id);
    await sendFinalsReminders(db, mail, mailing.publicUrl, before);
    expect(sent).toContain(user.id);
  });

  it('the organizer’s numbers', async () => {
    const { competition } = await pendingInvitation(expiry);
    expect((await competitionNumbers(db, competition, before)).invitations).toMatchObject({ pending: 1, expired: 0 });
    expect((await competitionNumbers(db, competition, expiry)).invitations).toMatchObject({ pending: 0, expired: 1 });
  });

  it('the finalists CSV', async () => {
    const { competition } = await pendingInvitation(expiry);
    const statusOf = async (now: Date) =>
      (await finalistsCsv(db, competition, { lang: 'en', now }))
        .split('\r\n')[1]
        ?.includes(`"${EXPORT_LABELS.en.invitation.expired}"`);
    expect(await statusOf(before)).toBe(false);
    expect(await statusOf(expiry)).toBe(true);
  });

  it('a new or later answer-by time must leave the invitation open', async () => {
    const { competition, user } = await pendingInvitation(expiry);
    const terms = (now: Date) => ({ expiresAt: expiry.toISOString(), now });
    expect(await codeOf(inviteFinalists(db, mailing, competition, { emails: [user.email], ...terms(expiry) }))).toBe(
      'EXPIRY_NOT_IN_FUTURE',
    );
    expect(await codeOf(extendInvitations(db, mailing, competition, terms(expiry)))).toBe('EXPIRY_NOT_IN_FUTURE');
    expect(await codeOf(extendInvitations(db, mailing, competition, terms(before)))).toBe('ok');
  });

  it('no other code compares an invitation’s expiry', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const comparing = files.filter((file) =>
      /invitation_expires_at['"`]?\)?\s*(?:,\s*['"])?\s*[<>]=?/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(comparing).toEqual([path.join('services', 'competitions', 'finals', 'invitation.ts')]);
  });
});
