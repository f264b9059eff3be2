// Wrong second-factor codes count per account, across sessions and addresses, with the password
// step's delays claimed before the code is checked; the owner is mailed at the fifth in a row.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOGIN_DELAYS_SECONDS } from '../../src/services/auth/login-throttle';
import { createSession } from '../../src/services/auth/sessions';
import { createTestApp } from '../support/app';
import { createUser, endSignInWaits } from '../support/auth';
import { Browser, enrolTotp, totpCode } from '../support/browser';

const { app, db } = await createTestApp({ TRUST_PROXY: 'true' });

/** Someone who knows the password, logging in from a browser (and address) of their own. */
async function passwordStep(user: { username: string; password: string }) {
  const browser = new Browser(app);
  const res = await browser.login(user.username, user.password);
  expect(res.data).toMatchObject({ secondFactorRequired: true });
  return browser;
}

async function userWithApp() {
  const user = await createUser(db, { language: 'en' });
  const { secret } = await enrolTotp(app, db, user.id);
  return { user, secret, wrong: totpCode(secret, 20) };
}

/** The mail queued to this address, subject and text. */
async function mailTo(to: string) {
  const { rows } = await sql<{ subject: string; text: string }>`
    SELECT data->>'subject' AS subject, data->>'text' AS text FROM pgboss.job
     WHERE name = 'mail' AND data->>'to' = ${to} ORDER BY created_on`.execute(db);
  return rows;
}

describe('wrong second-factor codes count per account', () => {
  it('a new password login from another address brings no new guesses: it waits as the account does', async () => {
    const { user, wrong } = await userWithApp();
    const first = await passwordStep(user);
    expect((await first.code(wrong)).code).toBe('SECOND_FACTOR_INVALID');

    const second = await passwordStep(user);
    const refused = await second.code(wrong);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.retryAfter).toBe(LOGIN_DELAYS_SECONDS[0]);
  });

  it('the delays grow with each wrong code in a row, as after wrong passwords', async () => {
    const { user, wrong } = await userWithApp();
    for (let failures = 1; failures <= 4; failures += 1) {
      await endSignInWaits(db, user.id);
      const browser = await passwordStep(user);
      expect((await browser.code(wrong)).code).toBe('SECOND_FACTOR_INVALID');
      const next = await (await passwordStep(user)).code(wrong);
      expect(next.retryAfter).toBe(LOGIN_DELAYS_SECONDS[failures - 1]);
    }
  });

  it('while the account waits, even the right code is refused without being checked', async () => {
    const { user, secret, wrong } = await userWithApp();
    const browser = await passwordStep(user);
    await browser.code(wrong);
    const right = totpCode(secret);
    expect((await browser.code(right)).status).toBe(429);
    // Not checked: the code was not used up (a used code never works again).
    const { totp_last_step } = await db
      .selectFrom('users')
      .select('totp_last_step')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(totp_last_step).toBeNull();
    await endSignInWaits(db, user.id);
    expect((await browser.code(right)).status).toBe(200);
    expect(await browser.user()).toMatchObject({ id: user.id });
  });

  it('ten codes sent at once from ten sessions: one is checked, nine wait', async () => {
    const { user, wrong } = await userWithApp();
    const browsers = [];
    for (let i = 0; i < 10; i += 1) browsers.push(await passwordStep(user));
    const answers = await Promise.all(browsers.map((browser) => browser.code(wrong)));
    expect(answers.map((a) => a.code).filter((code) => code === 'SECOND_FACTOR_INVALID')).toHaveLength(1);
    expect(answers.map((a) => a.code).filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(9);
  });

  it('the right code starts the count again', async () => {
    const { user, secret, wrong } = await userWithApp();
    const browser = await passwordStep(user);
    await browser.code(wrong);
    await endSignInWaits(db, user.id);
    expect((await browser.code(totpCode(secret))).status).toBe(200);
    const next = await passwordStep(user);
    expect((await next.code(wrong)).code).toBe('SECOND_FACTOR_INVALID');
  });

  it('deleting the account asks the code through the same count', async () => {
    const { user, secret, wrong } = await userWithApp();
    await (await passwordStep(user)).code(wrong);
    const owner = new Browser(app);
    owner.cookies.session = (await createSession(db, { userId: user.id, secondFactor: 'verified' })).token;
    const deletion = await owner.call('account.deleteAccount', {
      password: user.password,
      confirmation: user.username,
      code: totpCode(secret),
    });
    expect(deletion.code).toBe('TOO_MANY_REQUESTS');
    expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
  });
});

describe('the owner is told when someone who knows the password is trying codes', () => {
  for (const language of ['en', 'sr'] as const) {
    it(`at the fifth wrong code in a row, once, in the account's language (${language})`, async () => {
      const user = await createUser(db, { language });
      const { secret } = await enrolTotp(app, db, user.id);
      const wrong = totpCode(secret, 20);
      for (let i = 1; i <= 6; i += 1) {
        await endSignInWaits(db, user.id);
        const browser = await passwordStep(user);
        expect((await browser.code(wrong)).code).toBe('SECOND_FACTOR_INVALID');
        expect(await mailTo(user.email), `after ${i} wrong codes`).toHaveLength(i < 5 ? 0 : 1);
      }
      const [mail] = await mailTo(user.email);
      if (language === 'en') {
        expect(mail!.subject).toBe('Someone is trying to guess your two-step login code');
        expect(mail!.text).toContain('typed your password correctly');
        expect(mail!.text).toContain('change it now');
      } else {
        expect(mail!.subject).toBe('Неко покушава да погоди код за пријаву у два корака');
        expect(mail!.text).toContain('тачно је унео вашу лозинку');
        expect(mail!.text).toContain('одмах је промените');
      }
      expect(mail!.text).toContain('/app/account/security');
    });
  }
});
