import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitLogin } from './support/auth-forms';
import { atEachSize, inEachLanguage, openPage, screenshot, expectFitsAtEachSize } from './support/browser';
import { openPlatform } from './support/platform';

const { browser, db } = await openPlatform();

/**
 * A platform authenticator in the page, as Chromium's DevTools protocol makes one: CTAP2, built in,
 * keeping discoverable credentials, and verifying the user (as a fingerprint would) without a prompt.
 */
async function addAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function addPasskey(page: Page, name: string, { listed = true } = {}) {
  const form = page.getByTestId('passkey-add');
  await form.locator('input[name="passkey-name"]').fill(name);
  await form.locator('button[type="submit"]').click();
  if (listed) await page.getByTestId('passkey-name').filter({ hasText: name }).waitFor();
}

describe('passkeys', () => {
  it('a passkey added on the security page (sr) signs the user in without the password after signing out', async () => {
    const user = await db.createUser();
    const page = await openPage(browser, { language: 'sr' });
    const authenticator = await addAuthenticator(page);
    await db.signIn(page.context(), user);

    await page.goto('/app/account/security');
    await page.getByTestId('passkeys-none').waitFor();
    expect(await page.getByTestId('passkeys-section').getByRole('heading').textContent()).toBe('Приступни кључеви');
    await addPasskey(page, 'Радни лаптоп');
    await page.getByText('Приступни кључ је сачуван.').waitFor();
    expect(await page.getByTestId('passkey-row').count()).toBe(1);
    expect(await page.getByTestId('passkey-row').textContent()).toContain('још није употребљен');
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe('localhost');

    await page.getByRole('button', { name: 'Одјави се' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByRole('button', { name: 'Пријави се приступним кључем' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    expect(await page.getByTestId('signed-in-username').textContent()).toBe(user.username);

    // The passkey is marked as used, and this session proved the second factor (no password asked).
    await page.goto('/app/account/security');
    await page.getByTestId('passkey-row').filter({ hasText: 'последњи пут употребљен' }).waitFor();
    await page.getByTestId('passkey-row').getByRole('button', { name: 'Уклони' }).click();
    await page.getByTestId('passkey-remove-confirm').waitFor();
    expect(await page.getByTestId('passkey-row').locator('input[type="password"]').count()).toBe(0);
  });

  it('an organizer adds a passkey instead of an app, and then uses it as the second step to open /organizer', async () => {
    const organizer = await db.createUser({ roles: ['organizer'] });
    const page = await openPage(browser, { language: 'en' });
    await addAuthenticator(page);
    await db.signIn(page.context(), organizer, { secondFactorVerified: false });

    // No second factor yet: the two-step page offers the app or a passkey.
    await page.goto('/organizer');
    await page.waitForURL('**/app/account/two-factor?next=%2Forganizer');
    await page.getByTestId('two-factor-required').waitFor();
    await addPasskey(page, 'Security key', { listed: false });
    await page.waitForURL((url) => url.pathname === '/organizer');

    // A new login: after the password, the passkey is offered and opens the area.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/auth/login');
    await page.goto('/auth/login?redirect_uri=%2Forganizer');
    await submitLogin(page, organizer.username, organizer.password);
    await page.getByTestId('second-factor-passkey').waitFor();
    // Only a passkey on this account: no code field.
    expect(await page.locator('input[name="code"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/organizer');
    expect(pathOf(page)).toBe('/organizer');
  });

  it('shows the passkey screens in both languages, on a phone and a desktop', async () => {
    await inEachLanguage(async (language, viewport) => {
      const organizer = await db.createUser({ roles: ['organizer'] });
      const page = await openPage(browser, { language, viewport });
      await addAuthenticator(page);
      await db.signIn(page.context(), organizer);
      await page.goto('/app/account/security');
      await page.getByTestId('passkeys-none').waitFor();
      // The name is required: the error state.
      await page.getByTestId('passkey-add').locator('button[type="submit"]').click();
      await page.getByTestId('passkey-add').locator('[data-part="error-text"]').waitFor();
      await page.getByTestId('passkeys-section').scrollIntoViewIfNeeded();
      await atEachSize(page, (sizeName) => screenshot(page, `passkeys-empty-${language}-${sizeName}`));
      await addPasskey(page, language === 'sr' ? 'Телефон' : 'Phone');
      // The same authenticator cannot hold a second passkey of the account: it says so.
      await addPasskey(page, 'YubiKey 5C', { listed: false });
      await page
        .getByTestId('passkey-add')
        .getByText(
          language === 'sr'
            ? 'Овај уређај већ чува приступни кључ за ваш налог.'
            : 'This device already holds a passkey for your account.',
        )
        .waitFor();
      await expectFitsAtEachSize(page, `passkeys listed ${language}`, `passkeys-listed-${language}`);
      const row = page.getByTestId('passkey-row');
      await row.getByRole('button').first().click();
      await row.locator('input').first().waitFor();
      await atEachSize(page, (sizeName) => screenshot(page, `passkeys-rename-${language}-${sizeName}`));
      await row.getByRole('button').last().click();
      await row.getByRole('button').last().click();
      await page.getByTestId('passkey-remove-confirm').waitFor();
      await expectFitsAtEachSize(page, `passkeys remove ${language}`, `passkeys-remove-${language}`);

      // The login page's button, and its error when no passkey answers (a page without any).
      const login = await openPage(browser, { language, viewport });
      await addAuthenticator(login);
      await login.goto('/auth/login');
      await login.getByTestId('passkey-sign-in').getByRole('button').click();
      await login.getByTestId('passkey-sign-in').getByRole('alert').waitFor({ timeout: 30_000 });
      await expectFitsAtEachSize(login, `passkey login ${language}`, `passkeys-login-${language}`);

      // The two-step page of a staff member without a second factor: the app, or a passkey.
      const newcomer = await db.createUser({ roles: ['organizer'] });
      const enrol = await openPage(browser, { language, viewport });
      await db.signIn(enrol.context(), newcomer, { secondFactorVerified: false });
      await enrol.goto('/organizer');
      await enrol.getByTestId('passkeys-none').waitFor();
      await expectFitsAtEachSize(
        enrol,
        `two-step page with passkeys ${language}`,
        `passkeys-two-factor-page-${language}`,
      );

      // The second step after the password, with a passkey on the account.
      const second = await openPage(browser, { language, viewport });
      await second.goto('/auth/login');
      await submitLogin(second, organizer.username, organizer.password);
      await second.getByTestId('second-factor-passkey').waitFor();
      await expectFitsAtEachSize(second, `passkey second step ${language}`, `passkeys-second-step-${language}`);
    });
  });
});
