import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Role } from './support/accounts';
import { DESKTOP, type Language, PHONE, openPage } from './support/browser';
import { axeViolations } from './support/axe';
import { openPlatform, usePool } from './support/platform';

// Issue 10, deliver 5: an axe check over every route, in sr and en, at 1280 and 390 px, signed in as
// each role; the admin area's pages are checked the same way in admin-operations.test.ts. And dialogs
// give the focus back to what opened them.
const { browser, db } = await openPlatform();
const pool = usePool();
const slugs: string[] = [];
afterAll(async () => {
  await pool.query(`DELETE FROM competitions WHERE slug = ANY($1)`, [slugs]);
});

async function insertCompetition(stage: 'quals' | 'finals') {
  const slug = `e2e-a11y-${randomBytes(3).toString('hex')}`;
  slugs.push(slug);
  const hour = 3_600_000;
  await pool.query(
    `INSERT INTO competitions (name, slug, visibility, stage, registration_starts_at, registration_ends_at)
     VALUES ($1, $2, 'public', $3, $4, $5)`,
    [`Pristupačnost ${slug}`, slug, stage, new Date(Date.now() - hour), new Date(Date.now() + 24 * hour)],
  );
  return slug;
}

/** Opens each route at 1280 px, checks it, narrows the window to 390 px and checks again. */
async function checkRoutes(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize(DESKTOP);
    await page.goto(route);
    await page.locator('h1').first().waitFor();
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    found.push(...(await axeViolations(page)).map((v) => `${route} (1280): ${v}`));
    await page.setViewportSize(PHONE);
    await page.locator('h1').first().waitFor();
    found.push(...(await axeViolations(page)).map((v) => `${route} (390): ${v}`));
  }
  return found;
}

async function pageAs(roles: Role[] | null, language: Language) {
  const page = await openPage(browser, { language, timezoneId: 'Europe/Belgrade' });
  if (roles) await db.signIn(page.context(), await db.createUser({ roles }));
  return page;
}

const LANGUAGES = ['sr', 'en'] as const;

/**
 * Who looks (null: nobody logged in; otherwise a new user with these roles) and the routes they
 * open, made after the competitions they lead to.
 */
const AREAS: [area: string, roles: Role[] | null, routes: () => Promise<string[]>][] = [
  [
    'public pages, not logged in',
    null,
    async () => [
      '/',
      '/rezultati-sccquals2025',
      '/auth/registration',
      '/auth/login',
      '/auth/verify-email?token=nonexistent',
      '/auth/resend-verify-email',
      '/auth/forgot-password',
      '/auth/password-reset?token=nonexistent',
      '/auth/confirm-email-change?token=nonexistent',
      '/no-such-page',
    ],
  ],
  [
    "a player's pages",
    [],
    async () => {
      const quals = await insertCompetition('quals');
      return [
        '/app/dashboard',
        '/app/competitions',
        `/app/competitions/${quals}/registration`,
        '/app/account',
        '/app/account/security',
        '/app/account/two-factor',
        '/app/account/competitor',
        '/app/no-such-page',
      ];
    },
  ],
  [
    "an organizer's pages",
    ['organizer'],
    async () => {
      const [quals, finals] = [await insertCompetition('quals'), await insertCompetition('finals')];
      const base = '/organizer/competitions';
      return [
        '/organizer',
        base,
        `${base}/new`,
        `${base}/${quals}`,
        `${base}/${quals}/registrations`,
        `${base}/${quals}/results`,
        `${base}/${quals}/announcements`,
        `${base}/${finals}/finalists`,
      ];
    },
  ],
];

describe('accessibility of every route (axe, serious and critical findings)', () => {
  for (const language of LANGUAGES) {
    for (const [area, roles, routes] of AREAS) {
      it(`${area} (${language})`, { timeout: 180_000 }, async () => {
        const routeList = await routes();
        const page = await pageAs(roles, language);
        const found = await checkRoutes(page, routeList);
        expect(found).toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe('dialogs give the focus back to what opened them', () => {
  it('an organizer closes the invite dialog with Escape and the Cancel button', async () => {
    const finals = await insertCompetition('finals');
    const page = await pageAs(['organizer'], 'en');
    await page.goto(`/organizer/competitions/${finals}/finalists`);
    const opener = page.getByRole('button', { name: 'Invite finalists' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('the phone menu of the logged-in area returns the focus to its button', async () => {
    const page = await pageAs([], 'sr');
    await page.setViewportSize(PHONE);
    await page.goto('/app/dashboard');
    const opener = page.getByRole('button', { name: /мени/i });
    await opener.click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
