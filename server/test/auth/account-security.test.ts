import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, loggedInCookie, tokenFromMail, waitForMail } from '../support/auth';
import { rpc } from '../support/calls';

const { app, db } = await createTestApp();

async function errorOf(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: { code: string; status: number; fieldErrors?: Record<string, string[]> }) => ({
      code: error.code,
      status: error.status,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    }),
  );
}

/** Signs in through the login form's path, as a browser with this user agent. */
const login = (user: { username: string; password: string }, userAgent: string) =>
  loggedInCookie(app, user, { 'user-agent': userAgent });

interface Summary {
  id: string;
  user_agent: string | null;
  ip: string | null;
  current: boolean;
  last_seen_at: string;
}

describe('own sessions', () => {
  it('lists them with device, address and last use, marks this one, and revokes one or all others', async () => {
    const user = await createUser(db);
    const phone = await login(user, 'Mozilla/5.0 (iPhone) Safari');
    const laptop = await login(user, 'Mozilla/5.0 (X11; Linux) Firefox/140.0');
    const tablet = await login(user, 'Mozilla/5.0 (iPad) Safari');

    const listed = await rpc<Summary[]>(app, laptop, 'account.security.sessions', undefined, 'query');
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current).map((s) => s.user_agent)).toEqual([
      'Mozilla/5.0 (X11; Linux) Firefox/140.0',
    ]);
    expect(listed.every((s) => s.ip === '127.0.0.1' && !Number.isNaN(Date.parse(s.last_seen_at)))).toBe(true);

    const phoneSession = listed.find((s) => s.user_agent?.includes('iPhone'))!;
    await rpc(app, laptop, 'account.security.revokeSession', { id: phoneSession.id });
    expect(await errorOf(rpc(app, phone, 'account.me', undefined, 'query'))).toMatchObject({ code: 'UNAUTHORIZED' });

    // Another user cannot end this user's sessions by naming them.
    const other = await createUser(db);
    const otherCookie = await login(other, 'Other');
    const tabletSession = listed.find((s) => s.user_agent?.includes('iPad'))!;
    expect(await errorOf(rpc(app, otherCookie, 'account.security.revokeSession', { id: tabletSession.id }))).toEqual({
      code: 'NOT_FOUND',
      status: 404,
    });

    expect(await rpc(app, laptop, 'account.security.revokeOtherSessions')).toEqual({ revoked: 1 });
    expect(await errorOf(rpc(app, tablet, 'account.me', undefined, 'query'))).toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(rpc(app, laptop, 'account.me', undefined, 'query')).resolves.toBeDefined();
  });
});

describe('changing the password', () => {
  it('needs the current password, refuses a common one, and signs the other sessions out', async () => {
    const user = await createUser(db);
    const here = await login(user, 'Here');
    const elsewhere = await login(user, 'Elsewhere');

    expect(
      await errorOf(
        rpc(app, here, 'account.security.changePassword', {
          currentPassword: 'Pogresna#1',
          newPassword: 'Nova#Lozinka9',
        }),
      ),
    ).toEqual({ code: 'PASSWORD_INCORRECT', status: 400, fieldErrors: { currentPassword: ['passwordIncorrect'] } });
    expect(
      await errorOf(
        rpc(app, here, 'account.security.changePassword', {
          currentPassword: user.password,
          newPassword: 'Password123!',
        }),
      ),
    ).toEqual({ code: 'PASSWORD_TOO_COMMON', status: 400, fieldErrors: { newPassword: ['passwordCommon'] } });

    await rpc(app, here, 'account.security.changePassword', {
      currentPassword: user.password,
      newPassword: 'Nova#Lozinka9',
    });
    expect(await errorOf(rpc(app, elsewhere, 'account.me', undefined, 'query'))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(rpc(app, here, 'account.me', undefined, 'query')).resolves.toBeDefined();
    await login({ username: user.username, password: 'Nova#Lozinka9' }, 'Later');
  });
});

describe('changing the email address', () => {
  it('needs the password, keeps the old address until the new one is confirmed by link, and tells the old one', async () => {
    const user = await createUser(db, { language: 'en' });
    const cookie = await login(user, 'Here');
    const newEmail = `new_${user.username}@example.org`;

    expect(
      await errorOf(rpc(app, cookie, 'account.security.changeEmail', { password: 'Pogresna#1', email: newEmail })),
    ).toEqual({ code: 'PASSWORD_INCORRECT', status: 400, fieldErrors: { password: ['passwordIncorrect'] } });
    const taken = await createUser(db);
    expect(
      await errorOf(rpc(app, cookie, 'account.security.changeEmail', { password: user.password, email: taken.email })),
    ).toEqual({ code: 'EMAIL_TAKEN', status: 409, fieldErrors: { email: ['emailTaken'] } });
    // Its own address, in other letters, is no change.
    expect(
      await errorOf(
        rpc(app, cookie, 'account.security.changeEmail', { password: user.password, email: user.email.toUpperCase() }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', status: 400, fieldErrors: { email: ['emailUnchanged'] } });

    await rpc(app, cookie, 'account.security.changeEmail', { password: user.password, email: newEmail });
    const [confirmMail] = await waitForMail(db, newEmail);
    expect(confirmMail!.subject).toBe('Confirm your new email address');
    const [requested] = await waitForMail(db, user.email);
    expect(requested!.subject).toBe('An email address change was requested');
    expect(requested!.text).toContain(newEmail);
    expect(requested!.text).toContain('http://localhost:3000/app/account/security');
    // Not yet changed.
    const before = await rpc<{ user: { email: string } }>(app, cookie, 'account.me', undefined, 'query');
    expect(before.user.email).toBe(user.email);

    const token = tokenFromMail(confirmMail!.text);
    expect(confirmMail!.text).toContain(`/auth/confirm-email-change?token=${token}`);
    await rpc(app, '', 'auth.confirmEmailChange', { token });
    const after = await rpc<{ user: { email: string; email_verified_at: string | null } }>(
      app,
      cookie,
      'account.me',
      undefined,
      'query',
    );
    expect(after.user.email).toBe(newEmail);
    expect(after.user.email_verified_at).not.toBeNull();
    const notices = await waitForMail(db, user.email, { count: 2 });
    expect(notices[1]!.subject).toBe('Your email address was changed');
    // The link works once; a link that was never sent does not work at all.
    expect(await errorOf(rpc(app, '', 'auth.confirmEmailChange', { token }))).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(
      await errorOf(
        rpc(app, '', 'auth.confirmEmailChange', { token: token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
      ),
    ).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses the link when someone registered the new address meanwhile, and keeps the old one', async () => {
    const user = await createUser(db, { language: 'en' });
    const cookie = await login(user, 'Here');
    const newEmail = `meanwhile_${user.username}@example.org`;
    await rpc(app, cookie, 'account.security.changeEmail', { password: user.password, email: newEmail });
    const [confirmMail] = await waitForMail(db, newEmail);
    await createUser(db, { email: newEmail });
    expect(
      await errorOf(rpc(app, '', 'auth.confirmEmailChange', { token: tokenFromMail(confirmMail!.text) })),
    ).toMatchObject({ code: 'EMAIL_TAKEN' });
    const me = await rpc<{ user: { email: string } }>(app, cookie, 'account.me', undefined, 'query');
    expect(me.user.email).toBe(user.email);
  });
});
