import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app';
import { createUser, post, postChecked, sessionCookieOf, tokenFromMail, waitForMail } from '../support/auth';
import { ascending } from '@ctf/shared/sort';

const { app, db } = await createTestApp();

async function registerAndGetToken(name: string) {
  const email = `${name}@example.org`;
  await postChecked(app, '/api/auth/register', {
    username: name,
    email,
    password: 'Sigurna#1',
    confirmPassword: 'Sigurna#1',
    consent: true,
  });
  const [mail] = await waitForMail(db, email);
  return { email, token: tokenFromMail(mail!.text) };
}

/** Mail jobs (waiting, sent or failed) addressed to `to` in the queue (pg-boss keeps them for days). */
async function queuedMailTo(to: string) {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'to' = ${to}`.execute(db);
  return rows[0]!.n;
}

const verify = (token: string) => post(app, '/api/auth/email-verification/verify', { token });
const isVerified = async (email: string) =>
  (await db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow())
    .email_verified_at !== null;

describe('email verification tokens', () => {
  it('verify the address once; opening the link again says it is already verified', async () => {
    const { email, token } = await registerAndGetToken('verif_once');
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your email address is verified. You can log in now.' });
    expect(await isVerified(email)).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'This link has already verified your email address. You can log in.',
    });
  });

  it('let exactly one of two simultaneous uses verify; the other says it is already done', async () => {
    const { token } = await registerAndGetToken('verif_race');
    const results = await Promise.all([verify(token), verify(token)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => (r.json() as { message: string }).message).sort(ascending)).toEqual([
      'This link has already verified your email address. You can log in.',
      'Your email address is verified. You can log in now.',
    ]);
  });

  it('say "invalid" for a used link whose address has since changed', async () => {
    const { email, token } = await registerAndGetToken('verif_moved');
    expect((await verify(token)).statusCode).toBe(200);
    await db.updateTable('users').set({ email: 'verif_moved_new@example.org' }).where('email', '=', email).execute();
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('expire after 24 hours', async () => {
    const { email, token } = await registerAndGetToken('verif_old');
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('email_verification_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', userId)
      .execute();
    expect((await verify(token)).statusCode).toBe(400);
    expect(await isVerified(email)).toBe(false);
  });

  it('are replaced by a resend: the old link stops working, the new one works', async () => {
    const { email, token: old } = await registerAndGetToken('verif_resend');
    const res = await postChecked(app, '/api/auth/email-verification/resend', { email });
    expect(res.json()).toEqual({ message: 'If the email exists, a verification email has been sent.' });
    const mails = await waitForMail(db, email, { count: 2 });
    const fresh = tokenFromMail(mails[1]!.text);
    expect((await verify(old)).statusCode).toBe(400);
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('keep a 24-hour lifetime from issue', async () => {
    const { email } = await registerAndGetToken('verif_ttl');
    const row = await db
      .selectFrom('email_verification_tokens')
      .innerJoin('users', 'users.id', 'email_verification_tokens.user_id')
      .select(
        sql<number>`extract(epoch from email_verification_tokens.expires_at - email_verification_tokens.created_at)`.as(
          'seconds',
        ),
      )
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(row.seconds)).toBe(24 * 3600);
  });

  it('refuse a malformed token without touching the database rules', async () => {
    const res = await verify('short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { token: ['tokenInvalid'] } });
  });
});

describe('resend and forgot-password answer the same whether or not the address exists', () => {
  it('gives the neutral text and sends nothing for an unknown address', async () => {
    const resend = await postChecked(app, '/api/auth/email-verification/resend', { email: 'ghost@example.org' });
    const forgot = await postChecked(app, '/api/auth/password-reset/send', { email: 'ghost@example.org' });
    expect(resend.statusCode).toBe(200);
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: 'If the email exists, a password reset email has been sent.' });
    // Mail goes only through the queue, and a request queues its mail before it answers: no job
    // for the address now means no mail will ever be sent (no waiting for one not to arrive).
    expect(await queuedMailTo('ghost@example.org')).toBe(0);
    // The same requests for an address that exists do queue one message each.
    const known = await createUser(db, { verified: false });
    await postChecked(app, '/api/auth/email-verification/resend', { email: known.email });
    await postChecked(app, '/api/auth/password-reset/send', { email: known.email });
    expect(await queuedMailTo(known.email)).toBe(2);
  });

  it('refuses the fourth resend for one address within ten minutes', async () => {
    const email = 'often@example.org';
    for (let i = 0; i < 3; i += 1)
      expect((await postChecked(app, '/api/auth/email-verification/resend', { email })).statusCode).toBe(200);
    const fourth = await postChecked(app, '/api/auth/email-verification/resend', { email });
    expect(fourth.statusCode).toBe(429);
  });

  it('asks for an email with the right message keys', async () => {
    const empty = await postChecked(app, '/api/auth/password-reset/send', { email: '' });
    expect(empty.json()).toMatchObject({ fieldErrors: { email: ['emailRequired'] } });
    const bad = await postChecked(app, '/api/auth/password-reset/send', { email: 'nope' });
    expect(bad.json()).toMatchObject({ fieldErrors: { email: ['invalidEmail'] } });
  });
});

describe('password reset', () => {
  async function requestReset(user: { email: string }) {
    await postChecked(app, '/api/auth/password-reset/send', { email: user.email });
    const [mail] = await waitForMail(db, user.email);
    expect(mail?.text).toContain('http://localhost:3000/auth/password-reset?token=');
    return tokenFromMail(mail!.text);
  }

  it('sets the new password, signs out every session, and the old password stops working', async () => {
    const user = await createUser(db, { language: 'en' });
    const login = (password: string) => postChecked(app, '/api/auth/login', { username: user.username, password });
    const cookieA = sessionCookieOf(await login(user.password));
    const cookieB = sessionCookieOf(await login(user.password));
    const token = await requestReset(user);

    const res = await postChecked(app, '/api/auth/password-reset/reset', { token, password: 'Nova#Lozinka9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed. Log in with the new password.' });
    for (const cookie of [cookieA, cookieB]) {
      const session = await app.inject({ url: '/api/auth/session', cookies: { session: cookie! } });
      expect(session.json()).toEqual({ user: null });
    }
    // The new one first: a failed login makes the next attempt from the same place wait a second.
    expect((await login('Nova#Lozinka9')).statusCode).toBe(200);
    expect((await login(user.password)).statusCode).toBe(401);
    expect(
      (await postChecked(app, '/api/auth/password-reset/reset', { token, password: 'Treca#Lozinka9' })).statusCode,
    ).toBe(400);
  });

  it('verifies the address of an unverified user, since the mail reached them', async () => {
    const user = await createUser(db, { verified: false });
    const token = await requestReset(user);
    await postChecked(app, '/api/auth/password-reset/reset', { token, password: 'Nova#Lozinka9' });
    expect(await isVerified(user.email)).toBe(true);
  });

  it('expires after one hour', async () => {
    const user = await createUser(db);
    const token = await requestReset(user);
    const row = await db
      .selectFrom('password_reset_tokens')
      .select(sql<number>`extract(epoch from expires_at - created_at)`.as('seconds'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.seconds)).toBe(3600);
    await db
      .updateTable('password_reset_tokens')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', user.id)
      .execute();
    const res = await postChecked(app, '/api/auth/password-reset/reset', { token, password: 'Nova#Lozinka9' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
  });

  it('applies the password rules to the new password', async () => {
    const user = await createUser(db);
    const token = await requestReset(user);
    const res = await postChecked(app, '/api/auth/password-reset/reset', { token, password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { password: expect.arrayContaining(['passwordMinLength']) } });
  });
});
