import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../client/src/locales/admin/en';
import { adminSr } from '../client/src/locales/admin/sr';
import { uniqueName } from './support/accounts';
import { submitLogin } from './support/auth-forms';
import { DESKTOP, PHONE, WORKING_SIZE, atEachSize, expectNoHorizontalScroll, openPage } from './support/browser';
import { axeViolations } from './support/axe';
import { lastMailId, waitForMail } from './support/mailbox';
import { openPlatform, usePool } from './support/platform';
import { listedNameIn } from '../shared/src/transliteration';

const { browser, db, pageSignedInAs } = await openPlatform();
const pool = usePool();
const SHOTS = '/tmp/admin-shots';

async function adminPage(language: 'sr' | 'en', viewport = DESKTOP): Promise<Page> {
  return (await pageSignedInAs(['admin'], { language, viewport })).page;
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

    // The users list filters suspended accounts; the filter stays in the address.
    await page.goto(`/admin/users?search=${target.username}`);
    const users = page.getByTestId('users-table');
    const targetRow = users.locator('tbody tr').filter({ hasText: target.email });
    await targetRow.waitFor();
    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Suspended' });
    await page.waitForURL((url) => url.searchParams.get('suspended') === 'yes');
    await targetRow.getByText('Suspended', { exact: true }).waitFor();
    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Active' });
    await page.waitForURL((url) => url.searchParams.get('suspended') === 'no');
    await page.getByText('No user matches the search or filters.').waitFor();
    await page.reload();
    expect(await page.getByLabel('Account', { exact: true }).inputValue()).toBe('no');
    await page.getByText('No user matches the search or filters.').waitFor();

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

describe('the institution filter of the competitors list', () => {
  it('picks an institution by searching for it; the choice is in the address and can be cleared', async () => {
    const tag = uniqueName('Inst').replace(/_/g, '');
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO institutions (name, city, region, type, search_key)
       VALUES ($1, 'Ниш', 'juzno_istocna_srbija', 'high_school', lower($1) || ' nis') RETURNING id`,
      [`Gimnazija ${tag}`],
    );
    const institutionId = rows[0]!.id;
    const inside = await applicant(tag, 0);
    const outside = await applicant(tag, 1);
    await pool.query('UPDATE competitor_applications SET institution_id = $1, institution_name = NULL WHERE id = $2', [
      institutionId,
      inside.id,
    ]);
    const page = await adminPage('en');
    await page.goto(`/admin/competitors/all?search=${tag}`);
    const table = page.getByTestId('competitors-table');
    await table.locator(`tr[data-row-id="${outside.id}"]`).waitFor();
    await page.getByTestId('institution-filter').click();
    const dialog = page.getByTestId('institution-filter-dialog');
    await dialog.getByLabel('Search institutions').fill(tag);
    await dialog.getByText(`Gimnazija ${tag}`).click();
    await dialog.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('institution_id') === String(institutionId));
    await table.locator(`tr[data-row-id="${outside.id}"]`).waitFor({ state: 'detached' });
    await table.locator(`tr[data-row-id="${inside.id}"]`).waitFor();
    expect(await page.getByTestId('institution-filter').textContent()).toBe(`Gimnazija ${tag}`);
    // Opened from the address, the filter names the institution.
    await page.reload();
    await page.getByTestId('institution-filter').getByText(`Gimnazija ${tag}`).waitFor();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('institution_id'));
    await table.locator(`tr[data-row-id="${outside.id}"]`).waitFor();
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

/** Screenshots for people to look at (not assertions): ADMIN_SHOTS=1 saves them in /tmp/admin-shots. */
async function dialogShot(page: Page, name: string) {
  if (process.env.ADMIN_SHOTS !== '1') return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  await page.screenshot({ path: `${SHOTS}/dialog-${name}.png` });
}

/** The dialog lies inside the viewport, nothing in it cut off sideways, and the page does not scroll sideways. */
async function expectDialogFits(page: Page, dialog: Locator, label: string) {
  await dialog.waitFor();
  await expectNoHorizontalScroll(page, label);
  const box = (await dialog.boundingBox())!;
  const { width } = page.viewportSize()!;
  expect(box.x, label).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, label).toBeLessThanOrEqual(width);
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth), label).toBeLessThanOrEqual(0);
}

describe('every admin dialog', () => {
  it('fits a phone and a desktop in both languages', { timeout: 240_000 }, async () => {
    const tag = uniqueName('Dlg').replace(/_/g, '');
    const person = await applicant(tag, 0);
    const suspended = await db.createUser();
    await pool.query('UPDATE users SET suspended_at = now() WHERE id = $1', [suspended.id]);
    const institutions = await pool.query<{ id: number }>(
      `INSERT INTO institutions (name, city, region, type, search_key)
       VALUES ($1, 'Sremska Mitrovica', 'vojvodina', 'high_school', lower($1) || ' sremska mitrovica'),
              ($1 || ' (duplikat)', 'Sremska Mitrovica', 'vojvodina', 'high_school', lower($1) || ' duplikat sremska mitrovica')
       RETURNING id`,
      [`Elektrotehnička škola „Nikola Tesla” ${tag}`],
    );
    const [keep, duplicate] = institutions.rows.map((r) => r.id);
    const pending = await Promise.all([1, 2].map((n) => applicant(`${tag}p`, n)));
    const member = await applicant(`${tag}m`, 0);
    await pool.query(
      `UPDATE competitor_applications SET status = 'accepted', decided_at = now(), ctf_team = true, joined_team_at = now()
       WHERE id = $1`,
      [member.id],
    );

    for (const language of ['sr', 'en'] as const) {
      const L = (language === 'en' ? adminEn : adminSr).admin;
      const page = await adminPage(language, WORKING_SIZE[language]);
      /** At each size: the page (or `dialog`) fits, and its screenshot (ADMIN_SHOTS=1). */
      const fits = (name: string, dialog?: Locator) =>
        atEachSize(page, async (size) => {
          const at = `${language}-${size === 'phone' ? '390' : '1280'}`;
          if (dialog) await expectDialogFits(page, dialog, `${name} ${at}`);
          else await expectNoHorizontalScroll(page, `${name} ${at}`);
          await dialogShot(page, `${name.replace(/ /g, '-')}-${at}`);
        });
      const confirm = page.getByRole('alertdialog');
      const close = async (dialog: Locator) => {
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      };

      // Suspend, and delete with the counts of what goes.
      await page.goto(`/admin/users/${person.user.id}/edit`);
      await page.getByTestId('user-account').getByRole('button', { name: L.users.account.suspend }).click();
      await fits('suspend', confirm);
      await close(confirm);
      await page.getByRole('button', { name: L.common.delete, exact: true }).click();
      await fits('delete', confirm);
      await close(confirm);
      // Restore.
      await page.goto(`/admin/users/${suspended.id}/edit`);
      await page.getByTestId('user-account').getByRole('button', { name: L.users.account.restore }).click();
      await fits('restore', confirm);
      await close(confirm);
      // The users list filtered to suspended accounts, with its CSV export.
      await page.goto('/admin/users?suspended=yes');
      await page.getByTestId('users-table').waitFor();
      await fits('users-suspended');

      // Merge two institutions.
      await page.goto(`/admin/institutions/${keep}/edit`);
      const merge = page.getByTestId('institution-merge');
      await merge.getByLabel(L.institutions.merge.search).fill(`${tag} duplikat`);
      await merge.locator('select[name="duplicate"]').selectOption(String(duplicate));
      await merge.getByRole('button', { name: L.institutions.merge.action }).click();
      await fits('merge', confirm);
      await close(confirm);

      // Bulk decisions on two pending applications.
      await page.goto(`/admin/competitors/pending?search=${tag}p`);
      const table = page.getByTestId('competitors-table');
      for (const { id } of pending)
        await table.locator(`tr[data-row-id="${id}"]`).locator('[data-part="control"]').click();
      await page.getByTestId('bulk-bar').getByRole('button', { name: L.competitors.bulk.accept }).click();
      const bulk = page.getByTestId('bulk-dialog');
      await fits('bulk', bulk);
      await close(bulk);

      // The institution filter, the CSV export, a team member's dialog and the revoke confirmation.
      await page.goto(`/admin/competitors/all?search=${tag}m`);
      await table.locator(`tr[data-row-id="${member.id}"]`).waitFor();
      await atEachSize(page, async (size) => {
        const at = `${language}-${size === 'phone' ? '390' : '1280'}`;
        await expectNoHorizontalScroll(page, `competitors-export ${at}`);
        await dialogShot(page, `competitors-export-${at}`);
        if (process.env.ADMIN_SHOTS === '1')
          await page.screenshot({ path: `${SHOTS}/competitors-${at}.png`, fullPage: true });
        // On a desktop the whole row is in view: nothing hidden under the actions column.
        const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
        if (size === 'desktop') expect(overflow, `competitors ${at}`).toBeLessThanOrEqual(0);
      });
      await page.getByTestId('institution-filter').click();
      const filter = page.getByTestId('institution-filter-dialog');
      await filter.getByLabel(L.competitors.picker.search).fill(tag);
      await filter.getByText(listedNameIn(language, `${tag} (duplikat)`), { exact: false }).waitFor();
      await fits('institution filter', filter);
      await close(filter);
      await table.locator(`tr[data-row-id="${member.id}"]`).locator('button', { hasText: L.competitors.view }).click();
      const details = page.getByTestId('competitor-dialog');
      await fits('competitor', details);
      await details.getByRole('button', { name: L.competitors.revoke }).click();
      const revoke = page.getByTestId('revoke-dialog');
      await fits('revoke', revoke);
      await close(revoke);
      await page.context().close();
    }
  });
});

describe('accessibility of every admin page (axe)', () => {
  for (const language of ['sr', 'en'] as const)
    it(`no serious or critical violation, ${language}, on a desktop and a phone`, { timeout: 180_000 }, async () => {
      const { id: userId } = await db.createUser();
      const { rows } = await pool.query<{ id: number }>('SELECT id FROM institutions ORDER BY id LIMIT 1');
      const page = await adminPage(language, WORKING_SIZE[language]);
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
        await atEachSize(page, async (size) => {
          found.push(...(await axeViolations(page)).map((v) => `${path} (${size}): ${v}`));
        });
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
});
