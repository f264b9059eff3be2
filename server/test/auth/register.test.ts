import type * as argon2 from '@node-rs/argon2';
import { hash } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { createCtfdClient } from '../../src/services/ctfd/clients';
import { createTestApp } from '../support/app';
import { createUser, post, postChecked, tokenFromMail, waitForMail } from '../support/auth';

// The real argon2, watched: a test can tell whether a password was hashed at all.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash) };
});

const { app, db } = await createTestApp();

const valid = (n: string) => ({
  username: `novi_${n}`,
  email: `novi_${n}@example.org`,
  password: 'Sigurna#Lozinka1',
  confirmPassword: 'Sigurna#Lozinka1',
  consent: true,
});

describe('registration', () => {
  it('creates an unverified account and mails a verification link in the caller language', async () => {
    const input = valid('a');
    const res = await postChecked(app, '/api/auth/register', input, { 'accept-language': 'sr' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: expect.stringContaining('Регистрација је успела') });

    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', input.username)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
    expect(user.language).toBe('sr');
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [mail] = await waitForMail(db, input.email);
    expect(mail?.subject).toBe('Потврдите имејл адресу');
    expect(mail?.text).toContain(`http://localhost:3000/auth/verify-email?token=`);
    expect(mail?.html).toContain('Потврди имејл адресу');
    // Only the hash of the mailed token is stored.
    const token = tokenFromMail(mail!.text);
    const stored = await db.selectFrom('email_verification_tokens').select('id').execute();
    expect(stored.map((r) => r.id)).not.toContain(token);
  });

  it('names a registered CTFd client in the verification link when registration started from it, and only then', async () => {
    const client = await createCtfdClient(db, { name: 'CTFd', redirectUri: 'https://ctfd.example.rs/redirect' });
    const fromCtfd = { ...valid('ctfd1'), ctfdClientId: client.clientId };
    expect((await postChecked(app, '/api/auth/register', fromCtfd)).statusCode).toBe(201);
    const [mail] = await waitForMail(db, fromCtfd.email);
    expect(mail?.text).toMatch(
      new RegExp(`http://localhost:3000/auth/verify-email\\?token=[A-Za-z0-9_-]{43}&ctfd=${client.clientId}\\b`),
    );

    // An unknown client is left out of the link (never trusted as a place to go).
    const unknown = { ...valid('ctfd2'), ctfdClientId: 'no-such-client' };
    expect((await postChecked(app, '/api/auth/register', unknown)).statusCode).toBe(201);
    const [plain] = await waitForMail(db, unknown.email);
    expect(plain?.text).not.toContain('ctfd=');

    // A client id is an id: no URL, no markup.
    const bad = await postChecked(app, '/api/auth/register', {
      ...valid('ctfd3'),
      ctfdClientId: 'https://evil.example/',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the way back to a CTFd when the verification link is sent again, and only for a registered client', async () => {
    const client = await createCtfdClient(db, { name: 'CTFd', redirectUri: 'https://ctfd.example.rs/redirect' });
    const input = valid('ctfd4');
    expect((await postChecked(app, '/api/auth/register', input)).statusCode).toBe(201);
    const resend = (extra: object) =>
      postChecked(app, '/api/auth/email-verification/resend', { email: input.email, ...extra });
    expect((await resend({ ctfdClientId: client.clientId })).statusCode).toBe(200);
    expect((await resend({ ctfdClientId: 'no-such-client' })).statusCode).toBe(200);
    const [first, again, unknown] = await waitForMail(db, input.email, { count: 3 });
    expect(first?.text).not.toContain('ctfd=');
    expect(again?.text).toMatch(new RegExp(`/auth/verify-email\\?token=[A-Za-z0-9_-]{43}&ctfd=${client.clientId}\\b`));
    expect(unknown?.text).not.toContain('ctfd=');
    expect((await resend({ ctfdClientId: 'https://evil.example/' })).statusCode).toBe(400);
  });

  it('writes the email in English for an English interface, greeting the user in text and HTML', async () => {
    const input = { ...valid('b'), username: 'ana.b-1' };
    expect((await postChecked(app, '/api/auth/register', input, { 'accept-language': 'en' })).statusCode).toBe(201);
    const [mail] = await waitForMail(db, input.email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toContain('Hello, ana.b-1!');
    expect(mail?.html).toContain('>Hello, ana.b-1!</p>');
  });

  it('never lets HTML into the mail through the username: such a name is refused', async () => {
    // The mail template escapes what it is given (templates.test.ts); here the name never gets there.
    const input = { ...valid('html'), username: '<b>ana</b>&' };
    const res = await postChecked(app, '/api/auth/register', input, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { username: ['usernameInvalidCharacters'] } });
    expect(
      await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a taken username or email regardless of case, naming the field', async () => {
    await createUser(db, { username: 'Zauzet', email: 'zauzet@example.org' });
    const byName = await postChecked(app, '/api/auth/register', { ...valid('c'), username: 'zAUZET' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toEqual({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken.',
      fieldErrors: { username: ['usernameTaken'] },
    });

    const byEmail = await postChecked(app, '/api/auth/register', { ...valid('d'), email: 'ZAUZET@example.org' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ code: 'EMAIL_TAKEN', fieldErrors: { email: ['emailTaken'] } });
  });

  it.each([
    ['username', { username: 'ab' }, 'usernameMinLength'],
    ['username', { username: 'a'.repeat(33) }, 'usernameMaxLength'],
    ['username', { username: 'ime prezime' }, 'usernameInvalidCharacters'],
    ['email', { email: 'not-an-email' }, 'emailInvalid'],
    ['password', { password: 'Ab1#', confirmPassword: 'Ab1#' }, 'passwordMinLength'],
    [
      'password',
      { password: `Ab1#${'x'.repeat(252)}`, confirmPassword: `Ab1#${'x'.repeat(252)}` },
      'passwordMaxLength',
    ],
    ['password', { password: 'lozinka#1', confirmPassword: 'lozinka#1' }, 'passwordUppercaseLetter'],
    ['password', { password: 'LOZINKA#1', confirmPassword: 'LOZINKA#1' }, 'passwordLowercaseLetter'],
    ['password', { password: 'Lozinka#x', confirmPassword: 'Lozinka#x' }, 'passwordNumber'],
    ['password', { password: 'Lozinka12', confirmPassword: 'Lozinka12' }, 'passwordSpecialCharacter'],
    ['confirmPassword', { confirmPassword: 'Nesto#Drugo1' }, 'passwordMismatch'],
    ['consent', { consent: false }, 'consentRequired'],
  ])('refuses a bad %s with the message key %s', async (field, change, key) => {
    const res = await postChecked(app, '/api/auth/register', { ...valid('e'), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; message: string; fieldErrors: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Some fields are not valid.');
    expect(body.fieldErrors[field]).toContain(key);
  });

  it('accepts a 64-character Unicode password', async () => {
    const password = `Ђурђевдан#1${'ш'.repeat(53)}`;
    expect([...password]).toHaveLength(64);
    const res = await postChecked(app, '/api/auth/register', { ...valid('f'), password, confirmPassword: password });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a 10 KB password without hashing it', async () => {
    const password = `Aa1#${'x'.repeat(10_240)}`;
    vi.mocked(hash).mockClear();
    const res = await postChecked(app, '/api/auth/register', { ...valid('g'), password, confirmPassword: password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { password: ['passwordMaxLength'] } });
    expect(hash).not.toHaveBeenCalled();
    // The watch works: a password of allowed length is hashed, once.
    const fine = valid('g2');
    expect((await postChecked(app, '/api/auth/register', fine)).statusCode).toBe(201);
    expect(hash).toHaveBeenCalledTimes(1);
    expect(vi.mocked(hash).mock.calls[0]![0]).toBe(fine.password);
  });

  it('refuses unknown fields such as a role', async () => {
    const res = await postChecked(app, '/api/auth/register', { ...valid('h'), roles: ['admin'] });
    expect(res.statusCode).toBe(400);
    expect(
      await db.selectFrom('users').select('id').where('username', '=', 'novi_h').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('needs a bot-check token, and each token works once', async () => {
    const missing = await post(app, '/api/auth/register', valid('i'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'BOT_CHECK_REQUIRED',
      message: 'Please complete the human verification.',
    });

    const token = (
      await app.inject({ method: 'POST', url: '/api/dev/bot-check', headers: { origin: 'http://localhost:3000' } })
    ).json().token;
    expect((await post(app, '/api/auth/register', valid('j'), { 'x-turnstile-token': token })).statusCode).toBe(201);
    const replay = await post(app, '/api/auth/register', valid('k'), { 'x-turnstile-token': token });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ code: 'BOT_CHECK_FAILED' });
  });

  it('refuses a forged bot-check token', async () => {
    const res = await post(app, '/api/auth/register', valid('l'), {
      'x-turnstile-token': 'dev.abc.99999999999999.forged',
    });
    expect(res.statusCode).toBe(403);
  });
});
