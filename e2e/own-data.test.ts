import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type TestUser } from './support/accounts';
import { submitLogin } from './support/auth-forms';
import {
  expectNoHorizontalScroll,
  atEachSize,
  inEachLanguage,
  openPage,
  screenshot,
  expectFitsAtEachSize,
} from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { browser, db } = await openPlatform();
const pool = usePool();

async function linkDiscord(user: Pick<TestUser, 'id'>) {
  await pool.query(
    `INSERT INTO external_accounts (user_id, provider, provider_user_id, username) VALUES ($1, 'discord', $2, $3)`,
    [user.id, String(randomInt(1e9, 2 ** 47)), `discord_${user.id}`],
  );
}

/** dd.mm.yyyy of the day that makes someone `years` old today (as the wizard's field takes it). */
function bornYearsAgo(years: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

async function openDeleteDialog(page: Page) {
  await page.getByTestId('own-data-delete').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await dialog.waitFor();
  // The counts have arrived.
  await expect.poll(() => dialog.getByTestId('erasure-preview').textContent()).not.toContain('…');
  return dialog;
}

describe('own data', () => {
  it('downloads everything about the user as JSON, then deletes the account in Serbian, after which login fails', async () => {
    const user = await db.createUser();
    await linkDiscord(user);
    const page = await openPage(browser, { language: 'sr', acceptDownloads: true });
    await page.goto('/auth/login');
    await submitLogin(page, user.username, user.password);
    await page.waitForURL('**/app/**');
    await page.goto('/app/account');

    const section = page.getByTestId('own-data-section');
    await section.getByRole('heading', { name: 'Ваши подаци' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Преузми моје податке (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^ctf-srbija-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      user: { id: number; username: string; email: string };
      linked_accounts: { provider: string }[];
      devices: { user_agent: string | null }[];
    };
    expect(data.user).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(data.linked_accounts.map((l) => l.provider)).toEqual(['discord']);
    expect(data.devices).toHaveLength(1);
    expect(data.devices[0]!.user_agent).toContain('Chrome');

    // Delete: a wrong password is refused in Serbian, the dialog stays.
    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel('Ваша лозинка').fill('Pogresna#Lozinka1');
    await dialog.getByLabel(`За потврду унесите своје корисничко име (${user.username})`).fill(user.username);
    await dialog.getByRole('button', { name: 'Обриши мој налог' }).click();
    await dialog.getByText('Лозинка није исправна.').waitFor();

    await dialog.getByLabel('Ваша лозинка').fill(user.password);
    await dialog.getByRole('button', { name: 'Обриши мој налог' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Ваш налог и његови подаци су обрисани.').waitFor();

    // The account is gone: logging in with the same password fails.
    await page.goto('/auth/login');
    await submitLogin(page, user.username, user.password);
    await page.getByText('Погрешно корисничко име или лозинка.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await page.context().close();
  });

  it('shows the guardian consent checkbox in the wizard for an applicant under 15, and requires it', async () => {
    const user = await db.createUser();
    await linkDiscord(user);
    const page = await openPage(browser, { language: 'en' });
    await db.signIn(page.context(), user);
    await page.goto('/app/account/competitor');
    await page.getByTestId('person-step').waitFor();
    await page.locator('input[name="first_name"]').fill('Mila');
    await page.locator('input[name="last_name"]').fill('Jovanović');
    await page.locator('input[name="gender"][value="female"]').check();
    await page.locator('input[name="permanent_residence"]').fill('Subotica');

    await page.locator('input[name="date_of_birth"]').fill(bornYearsAgo(16));
    await page.locator('input[name="permanent_residence"]').click();
    expect(await page.getByTestId('guardian-consent').count()).toBe(0);

    await page.locator('input[name="date_of_birth"]').fill(bornYearsAgo(14));
    await page.locator('input[name="permanent_residence"]').click();
    const consent = page.getByTestId('guardian-consent');
    await consent.getByText('Under 15: a parent or guardian must agree').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await consent.getByText('Applicants under 15 need the consent of a parent or guardian: tick the box.').waitFor();
    expect(await page.getByTestId('institution-step').count()).toBe(0);

    await consent.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('institution-step').waitFor();
    await page.context().close();
  });

  it('looks right in both languages on a desktop and a phone', async () => {
    await inEachLanguage(async (language, viewport) => {
      const user = await db.createUser();
      await linkDiscord(user);
      const page = await openPage(browser, { language, viewport });
      await db.signIn(page.context(), user);
      await page.goto('/app/account');
      const section = page.getByTestId('own-data-section');
      await section.waitFor();
      await atEachSize(page, (sizeName) => expectNoHorizontalScroll(page, `account ${language} ${sizeName}`));
      await section.scrollIntoViewIfNeeded();
      await atEachSize(page, (sizeName) =>
        screenshot(page, `own-data-section-${language}-${sizeName}`, { fullPage: false }),
      );

      const dialog = await openDeleteDialog(page);
      await atEachSize(page, (sizeName) =>
        screenshot(page, `own-data-delete-dialog-${language}-${sizeName}`, { fullPage: false }),
      );
      // Error state: nothing typed.
      await dialog.getByRole('button', { name: language === 'sr' ? 'Обриши мој налог' : 'Delete my account' }).click();
      await dialog.getByText(language === 'sr' ? 'Унесите лозинку.' : 'Enter your password.').waitFor();
      await atEachSize(page, (sizeName) =>
        screenshot(page, `own-data-delete-dialog-errors-${language}-${sizeName}`, { fullPage: false }),
      );
      await page.keyboard.press('Escape');

      await page.goto('/app/account/competitor');
      await page.locator('input[name="date_of_birth"]').fill(bornYearsAgo(14));
      await page.locator('input[name="first_name"]').click();
      await page.getByTestId('guardian-consent').waitFor();
      await page.getByRole('button', { name: language === 'sr' ? 'Даље' : 'Next' }).click();
      await expectFitsAtEachSize(page, `wizard ${language}`, `own-data-guardian-${language}`);
      await page.context().close();

      const visitor = await openPage(browser, { language, viewport });
      await visitor.goto('/privacy');
      await visitor.getByTestId('privacy-heading').waitFor();
      await expectFitsAtEachSize(visitor, `privacy ${language}`, `privacy-${language}`);
      await visitor.goto('/auth/registration');
      const link = visitor.locator(`a[href="/privacy"]`);
      await link.waitFor();
      await atEachSize(visitor, (sizeName) => screenshot(visitor, `registration-privacy-link-${language}-${sizeName}`));
      await visitor.context().close();
    });
  });
});
