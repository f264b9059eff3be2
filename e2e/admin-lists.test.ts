import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser';
import { waitForTotal } from './support/list-page';
import { openPlatform, usePool } from './support/platform';
import { ascending } from '../shared/src/sort';

const { pageSignedInAs } = await openPlatform();
const pool = usePool();

const SHOTS = '/tmp/lists-shots';
const tag = `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Users only this file makes: "Ilić" in Latin and Cyrillic, a "Марко" applicant, and others. */
async function seed() {
  const make = async (username: string, roles: string[] = [], verified = true) => {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, email_verified_at, roles)
       VALUES ($1, $2, 'not-a-usable-hash', $3, $4) RETURNING id`,
      [
        username,
        `${username.normalize('NFKD').replace(/\p{M}/gu, '')}@example.org`.toLowerCase(),
        verified ? new Date() : null,
        roles,
      ],
    );
    return rows[0]!.id;
  };
  const latin = await make(`ilić_${tag}`, ['organizer']);
  const cyrillic = await make(`илић_${tag}`, [], false);
  const applicant = await make(`pera_${tag}`);
  await pool.query(
    `INSERT INTO competitor_applications (user_id, first_name, last_name, gender, date_of_birth, permanent_residence,
       shirt_size, institution_name) VALUES ($1, 'Марко', 'Петровић', 'male', '2007-01-01', 'Ниш', 'M', 'Gimnazija')`,
    [applicant],
  );
  await make(`zoran_${tag}`);
  return { latin, cyrillic, applicant };
}
const seeded = await seed();

async function usernames(table: Locator): Promise<string[]> {
  await table.locator('tbody tr').first().waitFor();
  await table.page().locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
  return table.locator('tbody tr td:nth-child(2)').allTextContents();
}

async function adminPage(language: 'sr' | 'en', viewport = DESKTOP): Promise<Page> {
  return (await pageSignedInAs(['admin'], { language, viewport })).page;
}

describe('the users list: search, filters and sort', () => {
  it('"ilic" finds "ilić" and "илић", "marko" finds the applicant "Марко"; filters and sort stay in the address', async () => {
    const page = await adminPage('en');
    await page.goto('/admin/users');
    const table = page.getByTestId('users-table');
    const searchbox = page.getByRole('searchbox', { name: 'Search by username, email or name' });
    await searchbox.fill(`ilic ${tag}`);
    await page.waitForURL((url) => url.searchParams.get('search') === `ilic ${tag}`);
    await waitForTotal(page, 2);
    expect((await usernames(table)).sort(ascending)).toEqual([`ilić_${tag}`, `илић_${tag}`].sort(ascending));

    await page.getByLabel('Role').selectOption('organizer');
    await waitForTotal(page, 1);
    await expect.poll(() => usernames(table)).toEqual([`ilić_${tag}`]);
    expect(new URL(page.url()).searchParams.get('role')).toBe('organizer');
    await page.getByLabel('Role').selectOption('');
    await page.getByLabel('Email', { exact: true }).selectOption('no');
    await waitForTotal(page, 1);
    await expect.poll(() => usernames(table)).toEqual([`илић_${tag}`]);
    await page.getByLabel('Email', { exact: true }).selectOption('');

    await searchbox.fill(`marko ${tag}`);
    await waitForTotal(page, 1);
    // The total can read 1 before the rows of the new query arrive (the previous query had 1 too).
    await expect.poll(() => usernames(table)).toEqual([`pera_${tag}`]);

    // Sorted by username in Serbian order: ilić, илић (ilić), pera, zoran.
    await searchbox.fill(tag);
    await waitForTotal(page, 4);
    await page.getByRole('button', { name: 'Username' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'username');
    await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
    await expect.poll(async () => (await usernames(table)).slice(2)).toEqual([`pera_${tag}`, `zoran_${tag}`]);
    const sortedUp = await usernames(table);
    await page.getByRole('button', { name: 'Username' }).click();
    await page.waitForURL((url) => url.searchParams.get('direction') === 'desc');
    await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
    // The URL changes before the new order arrives: wait for the rows themselves.
    await expect.poll(() => usernames(table)).toEqual([...sortedUp].reverse());
    expect(seeded.latin).toBeGreaterThan(0);
  });

  it('two filters chosen before the list has drawn the first are both kept', async () => {
    const page = await adminPage('en');
    await page.goto(`/admin/users?search=ilic+${tag}`);
    await waitForTotal(page, 2);
    // Both choices in one task: the router has changed the address for the first but not yet drawn it.
    const role = await page.getByLabel('Role').elementHandle();
    const email = await page.getByLabel('Email', { exact: true }).elementHandle();
    await page.evaluate(
      ([roleSelect, emailSelect]) => {
        for (const [select, value] of [
          [roleSelect, 'organizer'],
          [emailSelect, 'no'],
        ] as const) {
          (select as HTMLSelectElement).value = value;
          select!.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      [role, email],
    );
    await page.waitForURL(
      (url) => url.searchParams.get('role') === 'organizer' && url.searchParams.get('verified') === 'no',
    );
    // The organizer "ilić" is verified and the unverified "илић" is no organizer: nobody is both.
    await page.getByText('No user matches the search or filters.').waitFor();
    expect(await page.getByLabel('Role').inputValue()).toBe('organizer');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('no');
  });

  it('the competitors tabs on a phone: every label fits its own tab, none overlaps another, the chosen tab is in view', async () => {
    for (const language of ['sr', 'en'] as const) {
      const page = await adminPage(language, PHONE);
      for (const tab of ['all', 'rejected'] as const) {
        await page.goto(`/admin/competitors/${tab}`);
        const list = page.getByRole('tablist');
        await list.getByRole('tab', { selected: true }).waitFor();
        const tabs = await list.getByRole('tab').evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return {
              text: element.textContent,
              left: box.left,
              right: box.right,
              top: box.top,
              bottom: box.bottom,
              fits: element.scrollWidth <= element.clientWidth,
            };
          }),
        );
        expect(tabs, `${language} ${tab}`).toHaveLength(4);
        for (const [i, one] of tabs.entries()) {
          expect(one.fits, `${language} ${tab}: "${one.text}" fits its tab`).toBe(true);
          // Tabs that do not fit go on to the next row: a tab starts after the one before it, or below it.
          const before = tabs[i - 1];
          if (before)
            expect(
              one.left >= before.right || one.top >= before.bottom - 1,
              `${language} ${tab}: "${one.text}" starts after or below the tab before it`,
            ).toBe(true);
        }
        const selected = await list.getByRole('tab', { selected: true }).boundingBox();
        expect(selected!.x, `${language} ${tab}: the chosen tab starts on screen`).toBeGreaterThanOrEqual(0);
        expect(selected!.x + selected!.width, `${language} ${tab}: the chosen tab ends on screen`).toBeLessThanOrEqual(
          PHONE.width,
        );
        await page.screenshot({ path: `${SHOTS}/competitor-tabs-${language}-${tab}-phone.png` });
      }
      await page.context().close();
    }
  });

  it('screenshots: desktop and phone, sr and en, searched and filtered', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const language of ['sr', 'en'] as const)
      for (const [name, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const page = await adminPage(language, viewport);
        await page.goto(`/admin/users?search=${encodeURIComponent(`ilic ${tag}`)}&verified=yes&sort=username`);
        await page.getByTestId('users-table').locator('tbody tr').first().waitFor();
        await page.screenshot({ path: `${SHOTS}/users-${language}-${name}.png`, fullPage: true });
        await page.context().close();
      }
  });
});
