import { describe, expect, inject, it } from 'vitest';
import { submitLogin } from './support/auth-forms';
import { DESKTOP, PHONE, openPage, expectFitsAtEachSize } from './support/browser';
import { openPlatform } from './support/platform';

const { browser, db } = await openPlatform();

// The server under test has PUBLIC_URL http://localhost:<port>; the same server at 127.0.0.1.
const publicUrl = inject('baseUrl');
const otherAddress = publicUrl.replace('//localhost:', '//127.0.0.1:');

describe('linking a Discord account at another address of the server than PUBLIC_URL', () => {
  for (const [language, viewport] of [
    ['sr', PHONE],
    ['en', DESKTOP],
  ] as const) {
    it(`works end to end at http://127.0.0.1 through the development stand-in (${language})`, async () => {
      const user = await db.createUser();
      const page = await openPage(browser, { language, viewport, baseURL: otherAddress });
      await page.context().addCookies([{ name: 'lang', value: language, url: otherAddress }]);
      await page.goto('/auth/login?redirect_uri=%2Fapp%2Faccount');
      await submitLogin(page, user.username, user.password);
      await page.waitForURL((url) => url.pathname === '/app/account');

      await page.getByTestId('integration-discord').getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/dev/oauth/discord/authorize');
      expect(new URL(page.url()).origin).toBe(otherAddress);
      const username = `druga_adresa_${user.id}`;
      await page.locator('input[name="user_id"]').fill(String(700_000 + user.id));
      await page.locator('input[name="username"]').fill(username);
      await page.getByRole('button', { name: 'Authorize' }).click();

      // Back on the same address, still signed in, with the account linked.
      await page.waitForURL((url) => url.pathname === '/app/account' && url.search === '');
      expect(new URL(page.url()).origin).toBe(otherAddress);
      await page.getByTestId('integration-discord-username').getByText(username).waitFor();
      await expectFitsAtEachSize(page, `linked ${language}`, `linked-at-127-${language}`);
      await page.context().close();
    });
  }

  it('names the address a configured Discord app returns to when linking cannot work here', async () => {
    for (const [language, text] of [
      ['en', `Discord returns only to ${publicUrl}`],
      ['sr', `Discord враћа само на адресу ${publicUrl}`],
    ] as const) {
      const user = await db.createUser();
      const page = await openPage(browser, { language });
      await db.signIn(page.context(), user);
      await page.goto('/app/account?link_error=wrong_address&provider=discord');
      await page.getByTestId('link-error').getByText(text).waitFor();
      await expectFitsAtEachSize(page, `wrong address ${language}`, `link-wrong-address-${language}`, {
        fullPage: false,
      });
      await page.context().close();
    }
  });
});
