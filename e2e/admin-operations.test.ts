import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { uniqueName, useDatabase } from './support/accounts';
import { submitLogin } from './support/auth-forms';
import { DESKTOP, PHONE, expectNoHorizontalScroll, launchBrowser, openPage } from './support/browser';
import { lastMailId, waitForMail } from './support/mailbox';

const browser = await launchBrowser();
const db = useDatabase();
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => pool.end());
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = '/tmp/admin-shots';

async function adminPage(language: 'sr' | 'en', viewport = DESKTOP): Promise<Page> {
  const admin = await db.createUser({ roles: ['admin'] });
  const page = await openPage(browser, { language, viewport });
  await db.signIn(page.context(), admin);
  return page;
}

/** A pending application (a verified user with an application), named with `tag`. */
async function applicant(tag: string, n: number) {
  const user = await db.createUser();
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO competitor_applications (user_id, first_name, last_name, gender, date_of_birth, permanent_residence,
       shirt_size, institution_name, created_at)
     VALUES ($1, $2, $3, 'female', '2007-01-01', 'Ниш', 'M', 'Gimnazija', now() - make_interval(hours => $4))
     RETURNING id`,
    [user.id, `Ana${'abc'[n]}`, tag, n + 1],
  );
  return { user, id: rows[0]!.id };
}

describe('suspending a user', () => {
  it('a suspended user cannot log in (clear message); restored, they can; the audit page finds the suspension', async () => {
    const target = await db.createUser();
    const page = await adminPage('en');
    await page.goto(`/admin/users/${target.id}/edit`);
    await page.getByTestId('user-account').getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    await page.getByTestId('suspended-badge').waitFor();

    const visitor = await openPage(browser, { language: 'en' });
    await visitor.goto('/auth/login');
    await submitLogin(visitor, target.username, target.password);
    await visitor
      .getByText('This account is suspended. Contact the organizers if you think this is a mistake.')
      .waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/auth/login');

    await page.goto('/admin/audit?action=user.suspend');
    await page.getByTestId('audit-table').waitFor();
    await page.getByLabel('Search by actor or record name').fill(target.username);
    await page.waitForURL((url) => url.searchParams.get('search') === target.username);
    const row = page.getByTestId('audit-table').locator('tbody tr').filter({ hasText: target.username });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Suspended the account');

    await page.goto(`/admin/users/${target.id}/edit`);
    await page.getByTestId('user-account').getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await page.getByTestId('suspended-badge').waitFor({ state: 'detached' });

    await submitLogin(visitor, target.username, target.password);
    await visitor.waitForURL('**/app/dashboard');
    await visitor.context().close();
    await page.context().close();
  });
});

describe('bulk decisions', () => {
  it('three pending applications accepted in one action; three emails arrive', async () => {
    const tag = uniqueName('Bulk').replace(/_/g, '');
    const three = await Promise.all([0, 1, 2].map((n) => applicant(tag, n)));
    const before = await lastMailId();
    const page = await adminPage('en');
    await page.goto(`/admin/competitors/pending?search=${tag}`);
    const table = page.getByTestId('competitors-table');
    await table.locator('tbody tr').nth(2).waitFor();
    for (const { id } of three) await table.locator(`tr[data-row-id="${id}"]`).locator('[data-part="control"]').click();
    await page.getByTestId('bulk-bar').getByText('Selected: 3').waitFor();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Accept selected' }).click();
    const dialog = page.getByTestId('bulk-dialog');
    await dialog.getByRole('button', { name: 'Accept: 3' }).click();
    await page.getByTestId('bulk-report').getByText('3 of 3 accepted.').waitFor();
    for (const { user } of three) {
      const mail = await waitForMail(user.email, before);
      expect(mail.subject).toBe('Ваша пријава за такмичара је прихваћена');
    }
    const { rows } = await pool.query<{ status: string }>(
      'SELECT status FROM competitor_applications WHERE id = ANY($1)',
      [three.map((a) => a.id)],
    );
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted']);
    await page.context().close();
  });
});

describe('the competitors CSV', () => {
  it('downloads with the right columns, byte for byte', async () => {
    const tag = uniqueName('Csv').replace(/_/g, '');
    const { user, id } = await applicant(tag, 0);
    const { rows } = await pool.query<{ applied: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'Europe/Belgrade', 'YYYY-MM-DD HH24:MI') AS applied
       FROM competitor_applications WHERE id = $1`,
      [id],
    );
    const page = await adminPage('en');
    await page.goto(`/admin/competitors/all?search=${tag}`);
    await page.getByTestId('competitors-table').locator('tbody tr').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('competitors-export').getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file);
    const expected =
      '\uFEFF' +
      '"ID","Full name","Username","Email","Institution","City","Region","Gender","Shirt size","Status","CTF team","Applied","Decided","Joined the team"\r\n' +
      `"${id}","Anaa ${tag}","${user.username}","${user.email}","Gimnazija","","","female","M","pending","no","${rows[0]!.applied}","",""\r\n`;
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    await page.context().close();
  });
});

describe('phones', () => {
  for (const language of ['sr', 'en'] as const)
    it(`the users list at 390 px shows each user's actions without sideways scrolling (${language})`, async () => {
      const page = await adminPage(language, PHONE);
      await page.goto('/admin/users?per_page=10');
      const table = page.getByTestId('users-table');
      await table.locator('tbody tr').first().waitFor();
      await expectNoHorizontalScroll(page, `users ${language}`);
      // The table box itself does not scroll: every row's edit button is inside the viewport.
      const box = table;
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const buttons = table.locator('tbody tr a[href$="/edit"]');
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const rect = await buttons.nth(i).boundingBox();
        expect(rect!.x + rect!.width).toBeLessThanOrEqual(PHONE.width);
      }
      await page.screenshot({ path: `${SHOTS}/users-${language}-phone.png`, fullPage: true });
      await page.context().close();
    });
});

/** Serious or critical axe findings on the page as it is now. */
async function axeViolations(page: Page) {
  await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } }).axe;
    return axe.run({ resultTypes: ['violations'] });
  });
  return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility of every admin page (axe)', () => {
  for (const language of ['sr', 'en'] as const)
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const)
      it(`no serious or critical violation, ${language} ${size}`, { timeout: 180_000 }, async () => {
        const { id: userId } = await db.createUser();
        const { rows } = await pool.query<{ id: number }>('SELECT id FROM institutions ORDER BY id LIMIT 1');
        const page = await adminPage(language, viewport);
        const pages: [string, string][] = [
          ['/admin', '[data-testid="stat-users"]'],
          ['/admin/users', '[data-testid="users-table"]'],
          [`/admin/users/${userId}/edit`, '[data-testid="user-form"]'],
          ['/admin/institutions', 'h1'],
          ['/admin/institutions/new', 'form'],
          ...(rows[0]
            ? [[`/admin/institutions/${rows[0].id}/edit`, '[data-testid="institution-form"]'] as [string, string]]
            : []),
          ['/admin/competitors/all', 'h1'],
          ['/admin/competitors/pending', 'h1'],
          ['/admin/competitors/ctf-team', 'h1'],
          ['/admin/competitors/rejected', 'h1'],
          ['/admin/ctfd-clients', 'h1'],
          ['/admin/audit', 'h1'],
        ];
        const found: string[] = [];
        for (const [path, ready] of pages) {
          await page.goto(path);
          await page.locator(ready).first().waitFor();
          await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
          found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
        }
        expect(found).toEqual([]);
        await page.context().close();
      });
});
