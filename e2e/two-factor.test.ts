import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitLogin } from './support/auth-forms';
import { inEachLanguage, openPage, expectFitsAtEachSize } from './support/browser';
import { openPlatform } from './support/platform';

const { browser, db } = await openPlatform();

/** What the authenticator app shows for this key, `steps` periods from now. */
function appCode(key: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Logs `user` in on a new page, on the way to /admin, up to the second step. */
async function loginToSecondStep(user: { username: string; password: string }) {
  const page = await openPage(browser, { language: 'en' });
  await page.goto('/auth/login?redirect_uri=%2Fadmin');
  await submitLogin(page, user.username, user.password);
  return page;
}

/** Types `code` at the second step of the login and confirms it. */
async function confirmCode(page: Page, code: string) {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

describe('two-step login for staff', () => {
  it('sends an admin without it from /admin to enrolment, opens /admin after it, asks for the code at login, and takes a recovery code once', async () => {
    const admin = await db.createUser({ roles: ['admin'] });
    const page = await openPage(browser, { language: 'en' });
    await db.signIn(page.context(), admin, { secondFactorVerified: false });

    // No second factor: /admin is not shown; enrolment is, and says why.
    await page.goto('/admin/users');
    await page.waitForURL('**/app/account/two-factor?next=%2Fadmin%2Fusers');
    await page.getByTestId('two-factor-required').waitFor();
    expect(await page.getByTestId('two-factor-state').textContent()).toBe('Off');

    await page.getByRole('button', { name: 'Set up two-step login' }).click();
    await page.getByTestId('two-factor-qr').waitFor();
    const key = (await page.getByTestId('two-factor-key').getAttribute('data-key'))!;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const enrolmentCode = appCode(key);
    await page.getByLabel('6-digit code from the app').fill(enrolmentCode);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByTestId('recovery-codes').waitFor();
    const recoveryCodes = await page.getByTestId('recovery-code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByTestId('admin-sidebar').waitFor();

    // A new login asks for the code after the password; the enrolment's code does not work twice.
    const second = await loginToSecondStep(admin);
    await second.getByText('Two-step login').first().waitFor();
    await confirmCode(second, enrolmentCode);
    await second.getByText(/This code is not right/).waitFor();
    // A wrong code makes the account wait a second (second-factor-guessing.test.ts); the test ends the wait.
    await db.endSignInWait(admin);
    await confirmCode(second, appCode(key, 1));
    await second.waitForURL('**/admin');
    await second.getByTestId('admin-sidebar').waitFor();

    // A recovery code works once.
    const third = await loginToSecondStep(admin);
    await confirmCode(third, recoveryCodes[0]!);
    await third.waitForURL('**/admin');
    await third.getByTestId('admin-sidebar').waitFor();

    const fourth = await loginToSecondStep(admin);
    await confirmCode(fourth, recoveryCodes[0]!);
    await fourth.getByText(/This code is not right/).waitFor();
    expect(pathOf(fourth)).toBe('/auth/login');
  });

  it('shows enrolment and the login code step in both languages, on a phone and a desktop', async () => {
    await inEachLanguage(async (language, viewport) => {
      const organizer = await db.createUser({ roles: ['organizer'] });
      const page = await openPage(browser, { language, viewport });
      await db.signIn(page.context(), organizer, { secondFactorVerified: false });
      await page.goto('/organizer');
      await page.waitForURL('**/app/account/two-factor?next=%2Forganizer');
      await page.getByTestId('two-factor-required').waitFor();
      await page.getByTestId('two-factor').getByRole('button').click();
      await page.getByTestId('two-factor-qr').waitFor();
      await expectFitsAtEachSize(page, `enrolment ${language}`, `two-factor-enrol-${language}`);
      const key = (await page.getByTestId('two-factor-key').getAttribute('data-key'))!;
      await page.getByTestId('two-factor-confirm').locator('input').fill(appCode(key));
      await page.getByTestId('two-factor-confirm').getByRole('button').click();
      await page.getByTestId('recovery-codes').waitFor();
      await expectFitsAtEachSize(page, `recovery codes ${language}`, `two-factor-codes-${language}`);

      const login = await openPage(browser, { language, viewport });
      await login.goto('/auth/login');
      await submitLogin(login, organizer.username, organizer.password);
      await login.locator('input[name="code"]').waitFor();
      await expectFitsAtEachSize(login, `login code ${language}`, `two-factor-login-${language}`);
    });
  });
});
