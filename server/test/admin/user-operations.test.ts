import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, postChecked, sessionCookieOf, waitForMail } from '../support/auth';
import { rest, rpc, signedIn } from '../support/calls';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);

interface Details {
  user: { id: number; suspended_at: string | null; email_verified_at: string | null; email: string };
  audit: { action: string; actor_username: string }[];
  signed_in: { count: number };
  linked: { discord: { username: string } | null; github: { username: string } | null };
  competitor: { id: number; status: string; ctf_team: boolean } | null;
}
const details = (id: number) => rpc<Details>(app, admin.cookie, 'admin.users.get', { id }, 'query');
const login = (username: string, password: string, lang = 'en') =>
  postChecked(app, '/api/auth/login', { username, password }, { 'accept-language': lang });
const sessionUser = async (cookie: string) =>
  ((await app.inject({ url: '/api/auth/session', cookies: { session: cookie } })).json() as { user: unknown }).user;

describe('suspending a user', () => {
  it('ends their sessions and refuses their login with a clear message until restored; both audited', async () => {
    const { user, cookie } = await signedIn(db);
    const suspended = await rpc<Details>(app, admin.cookie, 'admin.users.suspend', { id: user.id });
    expect(suspended.user.suspended_at).toEqual(expect.any(String));
    expect(suspended.signed_in.count).toBe(0);
    expect(await sessionUser(cookie)).toBeNull();

    const refused = await login(user.username, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended. Contact the organizers if you think this is a mistake.',
    });
    expect((await login(user.username, user.password, 'sr')).json()).toMatchObject({
      message: 'Овај налог је суспендован. Обратите се организаторима ако мислите да је у питању грешка.',
    });
    expect(sessionCookieOf(refused)).toBeUndefined();

    const restored = await rpc<Details>(app, admin.cookie, 'admin.users.restore', { id: user.id });
    expect(restored.user.suspended_at).toBeNull();
    const signedInAgain = await login(user.username, user.password);
    expect(signedInAgain.statusCode).toBe(200);
    expect(restored.audit.slice(0, 2).map((e) => e.action)).toEqual(['user.restore', 'user.suspend']);
    expect(restored.audit[0]?.actor_username).toBe(admin.user.username);
  });

  it('keeps their history: the application stays', async () => {
    const { user } = await signedIn(db);
    await db
      .insertInto('competitor_applications')
      .values({
        user_id: user.id,
        first_name: 'Ana',
        last_name: 'Anić',
        gender: 'female',
        date_of_birth: '2005-05-05',
        permanent_residence: 'Niš',
        shirt_size: 'S',
        institution_name: 'Škola',
      })
      .execute();
    const after = await rpc<Details>(app, admin.cookie, 'admin.users.suspend', { id: user.id });
    expect(after.competitor).toMatchObject({ status: 'pending' });
  });

  it('is refused for the admin themself and for non-admins', async () => {
    await expect(rpc(app, admin.cookie, 'admin.users.suspend', { id: admin.user.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const { user } = await signedIn(db);
    for (const path of ['admin.users.suspend', 'admin.users.restore', 'admin.users.markVerified'])
      await expect(rpc(app, organizer.cookie, path, { id: user.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the suspended filter of the users list', () => {
  type UserPage = {
    data: { id: number; username: string; suspended_at: string | null }[];
    meta: { total: number; estimated?: boolean };
  };
  const list = (input: Record<string, unknown>) => rpc<UserPage>(app, admin.cookie, 'admin.users.list', input, 'query');

  it('lists only suspended accounts, or only active ones, with exact totals, searched or not', async () => {
    const prefix = `susp${Math.random().toString(36).slice(2, 8)}`;
    const users = [];
    for (const n of [1, 2, 3]) users.push(await createUser(db, { username: `${prefix}_${n}` }));
    await rpc(app, admin.cookie, 'admin.users.suspend', { id: users[1]!.id });

    const suspended = await list({ search: prefix, suspended: 'yes' });
    expect(suspended.data.map((u) => u.username)).toEqual([`${prefix}_2`]);
    expect(suspended.meta.total).toBe(1);
    const active = await list({ search: prefix, suspended: 'no', sort: 'username' });
    expect(active.data.map((u) => u.username)).toEqual([`${prefix}_1`, `${prefix}_3`]);
    expect(active.meta.total).toBe(2);

    // Unsearched: every suspended account and nothing else; the active ones are all the others.
    const { n: suspendedInDb } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('suspended_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const allSuspended = await list({ suspended: 'yes', per_page: 100 });
    expect(allSuspended.meta.total).toBe(Number(suspendedInDb));
    expect(allSuspended.data.every((u) => u.suspended_at !== null)).toBe(true);
    expect(allSuspended.data.map((u) => u.id)).toContain(users[1]!.id);
    const everyone = await list({});
    const allActive = await list({ suspended: 'no', per_page: 100, sort: 'id', direction: 'desc' });
    expect(allActive.meta.total).toBe(everyone.meta.total - Number(suspendedInDb));
    expect(allActive.data.every((u) => u.suspended_at === null)).toBe(true);
    expect(allActive.data.map((u) => u.id)).toEqual(expect.arrayContaining([users[0]!.id, users[2]!.id]));

    // Restored, the account is active again.
    await rpc(app, admin.cookie, 'admin.users.restore', { id: users[1]!.id });
    expect((await list({ search: prefix, suspended: 'yes' })).meta.total).toBe(0);
    expect((await list({ search: prefix, suspended: 'no' })).meta.total).toBe(3);
  });
});

describe('erasing a user', () => {
  it('lists what goes with them, removes exactly that, and the audit entry still names them', async () => {
    const { user } = await signedIn(db);
    const competition = await db
      .insertInto('competitions')
      .values({ name: `Kup ${user.username}`, slug: `kup-${user.id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('finals_invitations')
      .values({
        competition_id: competition.id,
        user_id: user.id,
        invitation_expires_at: new Date(Date.now() + 86_400_000),
      })
      .execute();
    await db
      .insertInto('competitor_applications')
      .values({
        user_id: user.id,
        first_name: 'Ivan',
        last_name: 'Ivić',
        gender: 'male',
        date_of_birth: '2005-05-05',
        permanent_residence: 'Niš',
        shirt_size: 'M',
        institution_name: 'Škola',
        status: 'rejected',
        is_current: false,
      })
      .execute();
    await db
      .insertInto('competition_results')
      .values({ competition_id: competition.id, place: 1, username: user.username.toUpperCase(), score: 10 })
      .execute();
    const preview = await rpc(app, admin.cookie, 'admin.users.erasurePreview', { id: user.id }, 'query');
    expect(preview).toEqual({ applications: 1, registrations: 0, invitations: 1, results: 1 });
    expect((await rest(app, admin.cookie, 'DELETE', `/api/users/${user.id}`)).statusCode).toBe(200);
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
    for (const table of ['competition_results', 'finals_invitations'] as const) {
      const left = await db.selectFrom(table).select('competition_id').where('competition_id', '=', competition.id);
      expect(await left.execute()).toEqual([]);
    }
    const entry = await db
      .selectFrom('audit_log')
      .select(['action', 'target_label', 'before'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'user.delete', target_label: user.username });
    expect((entry.before as { removed: unknown }).removed).toEqual(preview);
  });
});

describe('the user page', () => {
  it('shows live sessions and revokes them all, recorded', async () => {
    const { user, cookie } = await signedIn(db);
    await login(user.username, user.password);
    expect((await details(user.id)).signed_in.count).toBe(2);
    const after = await rpc<Details>(app, admin.cookie, 'admin.users.revokeSessions', { id: user.id });
    expect(after.signed_in.count).toBe(0);
    expect(await sessionUser(cookie)).toBeNull();
    expect(after.audit[0]).toMatchObject({ action: 'user.sessionsRevoke', actor_username: admin.user.username });
  });

  it('shows linked Discord and GitHub accounts and the competitor status', async () => {
    const { user } = await signedIn(db);
    await db
      .insertInto('external_accounts')
      .values({ user_id: user.id, provider: 'github', provider_user_id: `gh${user.id}`, username: 'octo' })
      .execute();
    const shown = await details(user.id);
    expect(shown.linked).toEqual({ discord: null, github: { username: 'octo', linked_at: expect.any(String) } });
    expect(shown.competitor).toBeNull();
  });

  it('after an email change, resends the verification link or marks the address verified (both audited)', async () => {
    const user = await createUser(db);
    const email = `new_${user.username}@example.org`;
    await rpc(app, admin.cookie, 'admin.users.update', { id: user.id, email });
    await waitForMail(db, email);
    const resent = await rpc<Details>(app, admin.cookie, 'admin.users.resendVerification', { id: user.id });
    expect(resent.audit[0]?.action).toBe('user.verificationResend');
    const mails = await waitForMail(db, email, { count: 2 });
    expect(mails[1]?.text).toMatch(/verify-email\?token=/);

    const marked = await rpc<Details>(app, admin.cookie, 'admin.users.markVerified', { id: user.id });
    expect(marked.user.email_verified_at).toEqual(expect.any(String));
    expect(marked.audit[0]).toMatchObject({ action: 'user.markVerified', actor_username: admin.user.username });
    expect((await login(email, user.password)).statusCode).toBe(200);
    await expect(rpc(app, admin.cookie, 'admin.users.markVerified', { id: user.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(rpc(app, admin.cookie, 'admin.users.resendVerification', { id: user.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});
