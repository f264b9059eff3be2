import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useDatabase } from './support/accounts';
import { PHONE, launchBrowser, openPage, screenshot } from './support/browser';
import { ascending } from '../shared/src/sort';

const browser = await launchBrowser();
const db = useDatabase();
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => pool.end());

async function adminOn(path: string, language: 'en' | 'sr', viewport?: typeof PHONE) {
  const admin = await db.createUser({ roles: ['admin'] });
  const page = await openPage(browser, { language, ...(viewport ? { viewport } : {}) });
  await db.signIn(page.context(), admin);
  await page.goto(path);
  await page.getByTestId('user-form').waitFor();
  return page;
}

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

const storedRoles = async (id: number) =>
  ((await pool.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [id])).rows[0]!.roles ?? []).sort(
    ascending,
  );

describe('two admins editing the same user', () => {
  it('the second save shows the first one’s values, keeps what the second typed, and loses nothing', async () => {
    const target = await db.createUser();
    const path = `/admin/users/${target.id}/edit`;
    const first = await adminOn(path, 'en');
    const second = await adminOn(path, 'en');

    await first.getByRole('checkbox', { name: 'Organizer' }).check({ force: true });
    await first.getByRole('button', { name: 'Save' }).click();
    await toast(first, 'The user was saved.').waitFor();
    expect(await storedRoles(target.id)).toEqual(['organizer']);

    const typedEmail = `${target.username}.second@example.org`;
    await second.getByLabel('Email address').fill(typedEmail);
    await second.getByRole('checkbox', { name: 'Women4Cyber' }).check({ force: true });
    await second.getByRole('button', { name: 'Save' }).click();
    const notice = second.getByTestId('edit-conflict');
    await notice.getByText('Someone else saved this while you were editing').waitFor();
    expect(await notice.textContent()).toContain('Organizer');
    // Nothing was overwritten, and the second admin's input is still in the form.
    expect(await storedRoles(target.id)).toEqual(['organizer']);
    expect(await second.getByLabel('Email address').inputValue()).toBe(typedEmail);
    expect(await second.getByRole('checkbox', { name: 'Women4Cyber' }).isChecked()).toBe(true);
    await screenshot(second, 'edit-conflict-user-en-desktop');

    await notice.getByRole('button', { name: 'Discard mine and load theirs' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await second.getByRole('checkbox', { name: 'Organizer' }).isChecked()).toBe(true);
    expect(await second.getByLabel('Email address').inputValue()).toBe(target.email);
    await second.getByRole('checkbox', { name: 'Women4Cyber' }).check({ force: true });
    await second.getByRole('button', { name: 'Save' }).click();
    await toast(second, 'The user was saved.').waitFor();
    expect(await storedRoles(target.id)).toEqual(['organizer', 'women4cyber']);
  });

  it('in Serbian on a phone, "save mine" saves the second admin’s input over the newer version', async () => {
    const target = await db.createUser();
    const path = `/admin/users/${target.id}/edit`;
    const first = await adminOn(path, 'sr');
    const second = await adminOn(path, 'sr', PHONE);

    await first.getByRole('checkbox', { name: 'Организатор' }).check({ force: true });
    await first.getByRole('button', { name: 'Сачувај' }).click();
    await toast(first, 'Корисник је сачуван.').waitFor();

    await second.getByRole('checkbox', { name: 'Women4Cyber' }).check({ force: true });
    await second.getByRole('button', { name: 'Сачувај' }).click();
    const notice = second.getByTestId('edit-conflict');
    await notice.getByText('Неко други је ово сачувао док сте уређивали').waitFor();
    await screenshot(second, 'edit-conflict-user-sr-phone');
    await notice.getByRole('button', { name: 'Сачувај моје измене преко његових' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => storedRoles(target.id)).toEqual(['women4cyber']);
  });
});
