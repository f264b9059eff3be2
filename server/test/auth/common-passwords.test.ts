import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, loadCommonPasswords } from '../../src/services/auth/password-policy';
import { createTestApp } from '../support/app';
import { createUser, postChecked, tokenFromMail, waitForMail } from '../support/auth';
import { startFakeServer } from '../support/fake-server';

// Issue 9, finding 8: common passwords were accepted ("Password123!", "P@ssw0rd").

const BREACHED = 'Breached#Lozinka77';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

/** What the fake range API does next: answer (padded), fail, drop the connection, or never answer. */
let mode: 'answer' | 'error' | 'drop' | 'hang' = 'answer';
const hibp = await startFakeServer((req, res) => {
  if (mode === 'error') return void res.writeHead(503).end();
  if (mode === 'drop') return void res.socket?.destroy();
  if (mode === 'hang') return; // the client's timeout ends it
  const prefix = req.url.split('/').pop()!;
  const breached = sha1(BREACHED);
  const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:1', '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0'];
  if (breached.startsWith(prefix)) lines.push(`${breached.slice(5)}:52`);
  // A padding line for a password we also test: a count of 0 is no breach.
  lines.push(`${sha1('Padded#Lozinka55').slice(5)}:0`);
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(lines.join('\r\n'));
});

const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const { app, db } = await createTestApp(
  { PWNED_PASSWORDS_URL: `${hibp.url}/range/`, PWNED_PASSWORDS_TIMEOUT_MS: '300', LOG_LEVEL: 'warn' },
  { logDestination },
);

let n = 0;
function registration(password: string) {
  n += 1;
  const username = `cp_${Date.now().toString(36)}_${n}`;
  return { username, email: `${username}@example.org`, password, confirmPassword: password, consent: true };
}

async function accountExists(email: string) {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

describe('the bundled list of common passwords', () => {
  it('holds at least 10,000 passwords and names the ones the finding gave', () => {
    expect(loadCommonPasswords().size).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('Password123!')).toBe(true);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    // A common word inside a longer password is no whole common password.
    expect(isCommonPassword('Lozinka#2026')).toBe(false);
    expect(isCommonPassword('Sigurna#Lozinka1')).toBe(false);
  });
});

describe('registration refuses a common password', () => {
  it.each([
    ['Password123!', 'en', 'This password is one of the most common ones and easy to guess. Choose another.'],
    ['P@ssw0rd', 'sr', 'Ова лозинка је међу најчешћим и лако се погађа. Изаберите другу.'],
  ])('%s: a translated field error, and no account', async (password, lang, message) => {
    const input = registration(password);
    const res = await postChecked(app, '/api/auth/register', input, { 'accept-language': lang });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'PASSWORD_TOO_COMMON', message, fieldErrors: { password: ['passwordCommon'] } });
    expect(await accountExists(input.email)).toBe(false);
  });
});

describe('password reset refuses a common password', () => {
  it('keeps the link usable for a better password', async () => {
    const user = await createUser(db, { language: 'en' });
    await postChecked(app, '/api/auth/password-reset/send', { email: user.email });
    const [mail] = await waitForMail(db, user.email);
    const token = tokenFromMail(mail!.text);

    const refused = await postChecked(app, '/api/auth/password-reset/reset', { token, password: 'P@ssw0rd' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      fieldErrors: { password: ['passwordCommon'] },
    });

    const accepted = await postChecked(app, '/api/auth/password-reset/reset', { token, password: 'Nova#Lozinka9' });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('the breached-password range API (Have I Been Pwned), when configured', () => {
  it('refuses a breached password, sending only the first five hex digits of its SHA-1, with padding', async () => {
    mode = 'answer';
    const before = hibp.requests.length;
    const input = registration(BREACHED);
    const res = await postChecked(app, '/api/auth/register', input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'PASSWORD_BREACHED',
      message: 'This password has appeared in a data breach elsewhere. Choose another.',
      fieldErrors: { password: ['passwordBreached'] },
    });
    expect(await accountExists(input.email)).toBe(false);

    const [request] = hibp.requests.slice(before);
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/range/${sha1(BREACHED).slice(0, 5)}`);
    expect(request?.headers['add-padding']).toBe('true');
    expect(JSON.stringify(request)).not.toContain(sha1(BREACHED).slice(5));
    expect(JSON.stringify(request)).not.toContain(BREACHED);
  });

  it('accepts a password the answer lists only as padding (count 0)', async () => {
    mode = 'answer';
    const input = registration('Padded#Lozinka55');
    expect((await postChecked(app, '/api/auth/register', input)).statusCode).toBe(201);
    expect(await accountExists(input.email)).toBe(true);
  });

  it('never asks the service about a password the bundled list already refuses', async () => {
    mode = 'answer';
    const before = hibp.requests.length;
    expect((await postChecked(app, '/api/auth/register', registration('Password123!'))).statusCode).toBe(400);
    expect(hibp.requests.length).toBe(before);
  });

  it.each(['error', 'drop', 'hang'] as const)(
    'lets the password through when the service is down or slow (%s), with a log line',
    async (failure) => {
      mode = failure;
      const before = logLines.length;
      const input = registration(`Unchecked#Lozinka9_${failure}`);
      const res = await postChecked(app, '/api/auth/register', input);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(res.statusCode).toBe(201);
      expect(await accountExists(input.email)).toBe(true);
      const logged = logLines.slice(before).map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 40, msg: expect.stringContaining('breached-password check unavailable') }),
      );
    },
  );
});
