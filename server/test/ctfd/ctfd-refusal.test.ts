// Who may log in to which CTFd through our OAuth provider (ctfdRefusal): the reason of each refusal,
// which picks the page the player sees and its next step, row by row.
import { describe, expect, it } from 'vitest';
import { type Viewer, viewerOf } from '../../src/services/auth/viewer';
import type { CtfdClient } from '../../src/services/ctfd/clients';
import { CTFD_MAX_LENGTH } from '../../src/services/ctfd/names';
import { ctfdRefusal } from '../../src/services/ctfd/refusal';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { createCompetition, makeCompetitor } from '../support/competitions';

const { db } = await createTestApp();

/** A player as a session that proved the second factor sees (staff then count as staff). */
async function player(options: { verified?: boolean; email?: string; roles?: string[] } = {}): Promise<Viewer> {
  const { id } = await createUser(db, options);
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'email_verified_at', 'roles', 'language', 'created_at', 'totp_enabled_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return viewerOf({ user, session: { secondFactorVerified: true } });
}
const clientOf = (slug: string | null): CtfdClient => ({
  client_id: 'ctfd',
  name: 'CTFd',
  redirect_uri: 'https://ctfd.example.org/redirect',
  competition_slug: slug,
});
const PLAYGROUND = clientOf(null);

describe('ctfdRefusal', () => {
  it('takes any verified user into the playground, and refuses an unverified one', async () => {
    expect(await ctfdRefusal(db, await player(), PLAYGROUND, false)).toBeNull();
    expect(await ctfdRefusal(db, await player({ verified: false }), PLAYGROUND, false)).toBe('unverified');
  });

  it("refuses an address longer than CTFd's 128-character column, and takes one of exactly 128", async () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;
    expect(await ctfdRefusal(db, await player({ email: at(CTFD_MAX_LENGTH + 1) }), PLAYGROUND, false)).toBe(
      'emailTooLong',
    );
    expect(await ctfdRefusal(db, await player({ email: at(CTFD_MAX_LENGTH) }), PLAYGROUND, false)).toBeNull();
  });

  it('refuses a competition that does not exist or that the player cannot see', async () => {
    const user = await player();
    await makeCompetitor(db, user.id);
    expect(await ctfdRefusal(db, user, clientOf('nema-takmicenja'), false)).toBe('notOpen');
    const hidden = await createCompetition(db, { visibility: 'private', stage: 'warmup' });
    expect(await ctfdRefusal(db, user, clientOf(hidden.slug), false)).toBe('notOpen');
    const women = await createCompetition(db, { stage: 'warmup', required_role: 'women4cyber' });
    expect(await ctfdRefusal(db, user, clientOf(women.slug), false)).toBe('notOpen');
    const open = await createCompetition(db, { stage: 'warmup' });
    expect(await ctfdRefusal(db, user, clientOf(open.slug), false)).toBeNull();
  });

  it("needs a linked Discord account for a competition's CTFd, not for the playground", async () => {
    const user = await player();
    const open = await createCompetition(db, { stage: 'warmup' });
    expect(await ctfdRefusal(db, user, clientOf(open.slug), false)).toBe('discord');
    expect(await ctfdRefusal(db, user, PLAYGROUND, false)).toBeNull();
  });

  it('takes into qualifications only an accepted registration', async () => {
    const quals = await createCompetition(db, { stage: 'quals' });
    const user = await player();
    await makeCompetitor(db, user.id);
    expect(await ctfdRefusal(db, user, clientOf(quals.slug), false)).toBe('registrationMissing');
    const registration = await db
      .insertInto('competition_registrations')
      .values({
        competition_id: quals.id,
        user_id: user.id,
        first_name: 'J',
        last_name: 'M',
        gender: 'female',
        date_of_birth: '2007-01-01',
        institution_name: 'X',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answerWith = async (status: 'pending' | 'accepted' | 'rejected') => {
      await db.updateTable('competition_registrations').set({ status }).where('id', '=', registration.id).execute();
      return ctfdRefusal(db, user, clientOf(quals.slug), false);
    };
    expect(await answerWith('pending')).toBe('registrationPending');
    expect(await answerWith('rejected')).toBe('registrationRejected');
    expect(await answerWith('accepted')).toBeNull();
  });

  it("takes into the finals only the player's own accepted invitation", async () => {
    const finals = await createCompetition(db, { stage: 'finals' });
    const user = await player();
    await makeCompetitor(db, user.id);
    expect(await ctfdRefusal(db, user, clientOf(finals.slug), false)).toBe('finalsInvitation');
    await db
      .insertInto('finals_invitations')
      .values({ competition_id: finals.id, user_id: user.id, invitation_expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    const answerWith = async (status: 'pending' | 'accepted' | 'declined') => {
      await db
        .updateTable('finals_invitations')
        .set({ status })
        .where('competition_id', '=', finals.id)
        .where('user_id', '=', user.id)
        .execute();
      return ctfdRefusal(db, user, clientOf(finals.slug), false);
    };
    expect(await answerWith('pending')).toBe('finalsInvitation');
    expect(await answerWith('declined')).toBe('finalsInvitation');
    expect(await answerWith('accepted')).toBeNull();
    // Another player's accepted invitation does not count.
    const other = await player();
    await makeCompetitor(db, other.id);
    expect(await ctfdRefusal(db, other, clientOf(finals.slug), false)).toBe('finalsInvitation');
  });

  it('needs an accepted competitor (their school is the team) when CTFd asks for the team', async () => {
    const user = await player();
    expect(await ctfdRefusal(db, user, PLAYGROUND, true)).toBe('noTeam');
    await makeCompetitor(db, user.id);
    expect(await ctfdRefusal(db, user, PLAYGROUND, true)).toBeNull();
  });
});
