import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/services/auth/crypto';
import { VERIFICATION_TOKEN_TTL_MS } from '../../src/services/auth/mailed-tokens';
import { deleteExpiredRows } from '../../src/services/jobs/maintenance';
import { createTestApp } from '../support/app';
import { postChecked, sessionCookieOf, tokenFromMail, waitForMail } from '../support/auth';

// Issue 9, finding 6: anyone could register someone else's address and keep it; once the owner
// clicked the link, the squatter's password worked on a verified address that CTFd trusts.

const { app, db } = await createTestApp();

let n = 0;
function registration(email: string, password = 'Skvoter#Lozinka1') {
  n += 1;
  return {
    username: `sq_${Date.now().toString(36)}_${n}`,
    email,
    password,
    confirmPassword: password,
    consent: true,
  };
}
const address = (name: string) => `${name}_${Date.now().toString(36)}@example.org`;
const login = (username: string, password: string) => postChecked(app, '/api/auth/login', { username, password });
const userByEmail = (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('an unverified account expires with its verification link', () => {
  it('is removed by maintenance once the link has expired, and the address can be registered again', async () => {
    const email = address('victim');
    expect((await postChecked(app, '/api/auth/register', registration(email))).statusCode).toBe(201);
    const squatted = await userByEmail(email);
    expect(squatted?.unverified_expires_at).not.toBeNull();

    // Before the link expires nothing happens to it.
    await deleteExpiredRows(db, new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS - 60_000));
    expect(await userByEmail(email)).toBeDefined();

    const result = await deleteExpiredRows(db, new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS + 60_000));
    expect(result.unverifiedAccounts).toBeGreaterThanOrEqual(1);
    expect(await userByEmail(email)).toBeUndefined();

    const owner = registration(email, 'Vlasnik#Lozinka2');
    expect((await postChecked(app, '/api/auth/register', owner)).statusCode).toBe(201);
  });

  it('lives as long as its newest link: a resend extends it', async () => {
    const email = address('resend');
    await postChecked(app, '/api/auth/register', registration(email));
    const first = (await userByEmail(email))!.unverified_expires_at!;
    await postChecked(app, '/api/auth/email-verification/resend', { email });
    const second = (await userByEmail(email))!.unverified_expires_at!;
    expect(second.getTime()).toBeGreaterThanOrEqual(first.getTime());
    // Verified, the account never expires.
    const mails = await waitForMail(db, email, { count: 2 });
    // The newest link is the one whose token is stored (a resend replaces the earlier one); mails
    // to one address may be delivered in either order.
    const stored = await db.selectFrom('email_verification_tokens').select('id').execute();
    const newest = mails
      .map((mail) => tokenFromMail(mail.text))
      .filter((token) => stored.some((row) => row.id === hashToken(token)));
    expect(newest).toHaveLength(1);
    const verify = await postChecked(app, '/api/auth/email-verification/verify', { token: newest[0] });
    expect(verify.statusCode).toBe(200);
    expect((await userByEmail(email))!.unverified_expires_at).toBeNull();
    await deleteExpiredRows(db, new Date(Date.now() + 10 * VERIFICATION_TOKEN_TTL_MS));
    expect(await userByEmail(email)).toBeDefined();
  });

  it('tells the owner of the address, in the verification mail, to ignore it if it was not them', async () => {
    const email = address('mailnote');
    await postChecked(app, '/api/auth/register', registration(email), { 'accept-language': 'en' });
    const [mail] = await waitForMail(db, email);
    expect(mail!.text).toContain('Not you? Do not click the link, just ignore this message');
    expect(mail!.text).toContain('the address becomes free again');
  });
});

describe('the owner of the address takes it back', () => {
  it('through a password reset: the address is verified, the squatter’s password and sessions end', async () => {
    const email = address('owner');
    const squatter = registration(email);
    await postChecked(app, '/api/auth/register', squatter);

    // The owner tries to register and hears the address is taken…
    const taken = await postChecked(app, '/api/auth/register', registration(email, 'Vlasnik#Lozinka2'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });

    // …so asks for a reset at that address and completes it from the mail.
    await postChecked(app, '/api/auth/password-reset/send', { email });
    const mails = await waitForMail(db, email, { count: 2 });
    const resetMail = mails.find((m) => m.text.includes('/auth/password-reset?token='))!;
    const reset = await postChecked(app, '/api/auth/password-reset/reset', {
      token: tokenFromMail(resetMail.text),
      password: 'Vlasnik#Lozinka2',
    });
    expect(reset.statusCode).toBe(200);

    const account = (await userByEmail(email))!;
    expect(account.email_verified_at).not.toBeNull();
    expect(account.unverified_expires_at).toBeNull();
    // The squatter's verification link, still in the owner's inbox, no longer works either.
    expect(await db.selectFrom('email_verification_tokens').where('user_id', '=', account.id).execute()).toEqual([]);

    const owner = await login(email, 'Vlasnik#Lozinka2');
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieOf(owner)).toBeTruthy();
    expect((await login(squatter.username, squatter.password)).statusCode).toBe(401);
  });
});
