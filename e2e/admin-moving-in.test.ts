import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IMPORT_PAGE_MAX_BYTES } from '../shared/src/schemas/moving-in';
import { adminEn } from '../client/src/locales/admin/en';
import { adminSr } from '../client/src/locales/admin/sr';
import { uniqueName } from './support/accounts';
import { axeViolations } from './support/axe';
import { WORKING_SIZE, expectFitsAtEachSize, expectNoHorizontalScroll, type Language } from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { pageSignedInAs } = await openPlatform();
const pool = usePool();
const TEXTS = { en: adminEn.admin, sr: adminSr.admin } as const;

/** A text with its {{placeholders}} filled in, as i18next fills them. */
const filled = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/**
 * A users file as the previous platform's export has it: one good row (line 2), one with a role
 * this platform does not have (line 3), and one whose address is line 2's in capitals (line 4).
 */
function usersCsv(username: string) {
  return [
    'username,email,email_verified_at,roles,created_at,password_hash',
    `${username},${username}@example.org,2025-03-01T10:00:00Z,,2025-01-15T09:00:00Z,`,
    `${username}_r,${username}_r@example.org,,superuser,2025-01-15,`,
    `${username}_d,${username.toUpperCase()}@EXAMPLE.ORG,,,2025-01-15,`,
  ].join('\n');
}

async function movingInPage(language: Language): Promise<Page> {
  const { page } = await pageSignedInAs(['admin'], { language, viewport: WORKING_SIZE[language] });
  await page.goto('/admin/moving-in');
  await page.getByRole('heading', { level: 1, name: TEXTS[language].movingIn.title }).waitFor();
  return page;
}

async function chooseFile(page: Page, name: string, content: string | Buffer) {
  await page.getByTestId('import-file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
  await page.getByTestId('import-file-name').getByText(name).waitFor();
}

/** The report once it says what `dryRun` asked for, and its four figures. */
async function reportOf(page: Page, dryRun: boolean) {
  const report = page.locator(`[data-testid="import-report"][data-dry-run="${dryRun}"]`);
  await report.waitFor();
  const figure = (outcome: string) => report.getByTestId(`import-count-${outcome}`).locator('dd').textContent();
  return {
    report,
    counts: {
      created: await figure('created'),
      updated: await figure('updated'),
      unchanged: await figure('unchanged'),
      refused: await figure('refused'),
    },
  };
}

/** The rows of the report's table by their line, each with what is shown of it (the card's details on a phone). */
async function rowText(report: Locator, line: number) {
  return report.getByTestId('import-rows').locator(`tbody tr[data-row-id="${line}"]`).innerText();
}

async function accountsNamed(username: string) {
  const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM users WHERE lower(username) LIKE $1`, [
    `${username.toLowerCase()}%`,
  ]);
  return Number(rows[0]!.count);
}

/** The admin users list searched for `username`, in another tab (the import page keeps its state). */
async function searchUsers(page: Page, username: string) {
  const list = await page.context().newPage();
  await list.setViewportSize(page.viewportSize()!);
  await list.goto(`/admin/users?search=${username}`);
  return list;
}

describe('the moving-in page: a users file checked, imported, and checked again', () => {
  for (const language of ['sr', 'en'] as const) {
    const texts = TEXTS[language].movingIn;
    const size = language === 'sr' ? 'phone' : 'desktop';

    it(`${language} on a ${size}: the dry run writes nothing, the import creates the one good row, a second run changes nothing`, async () => {
      const username = uniqueName('mi').toLowerCase();
      const page = await movingInPage(language);
      await expectFitsAtEachSize(page, 'the empty form', `moving-in-form-${language}`);

      await chooseFile(page, 'users.csv', usersCsv(username));
      await page.getByRole('button', { name: texts.form.check }).click();
      const dryRun = await reportOf(page, true);
      expect(dryRun.counts).toEqual({ created: '1', updated: '0', unchanged: '0', refused: '2' });
      await dryRun.report.getByRole('heading', { name: texts.report.dryRunTitle }).waitFor();
      expect(await rowText(dryRun.report, 2)).toContain(texts.outcomes.created);
      expect(await rowText(dryRun.report, 3)).toContain(filled(texts.reasons.roleUnknown, { value: 'superuser' }));
      expect(await rowText(dryRun.report, 4)).toContain(filled(texts.reasons.emailDuplicateInFile, { line: 2 }));
      // Refused rows come first.
      const lines = await dryRun.report.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.dataset.rowId));
      expect(lines).toEqual(['3', '4', '2']);
      await expectFitsAtEachSize(page, 'the dry run report', `moving-in-dry-run-${language}`);
      expect(await axeViolations(page)).toEqual([]);

      // Nothing was written: the database and the admin's user search agree.
      expect(await accountsNamed(username)).toBe(0);
      const before = await searchUsers(page, username);
      await before.getByText(TEXTS[language].users.emptySearch).waitFor();
      await before.close();

      await page.getByRole('button', { name: filled(texts.form.confirm, { count: 1 }) }).click();
      const done = await reportOf(page, false);
      expect(done.counts).toEqual({ created: '1', updated: '0', unchanged: '0', refused: '2' });
      await done.report.getByRole('heading', { name: texts.report.doneTitle }).waitFor();
      expect(await done.report.getByRole('link', { name: texts.report.auditLink }).getAttribute('href')).toBe(
        '/admin/audit?action=data.import',
      );
      await expectFitsAtEachSize(page, 'the import report', `moving-in-done-${language}`);

      expect(await accountsNamed(username)).toBe(1);
      const after = await searchUsers(page, username);
      await after.getByRole('link', { name: filled(TEXTS[language].users.editUser, { username }) }).click();
      const importedOn = TEXTS[language].users.account.importedOn.split('{{date}}')[0]!;
      await after.getByText(importedOn, { exact: false }).waitFor();
      await after.close();

      // The same file again: the account is there as the file says, the refusals stay refusals.
      await page.getByRole('button', { name: texts.form.check }).click();
      const again = await reportOf(page, true);
      expect(again.counts).toEqual({ created: '0', updated: '0', unchanged: '1', refused: '2' });
      expect(await rowText(again.report, 2)).toContain(texts.outcomes.unchanged);
      expect(await page.getByTestId('import-confirm').isDisabled()).toBe(true);
      await again.report.getByText(texts.form.nothingToImport).waitFor();
      await expectNoHorizontalScroll(page, `the second check (${language})`);
    });
  }
});

describe('the moving-in page: what it refuses before asking the server', () => {
  it('a file over the page’s limit is refused with the command to use; no import request is sent', async () => {
    const page = await movingInPage('en');
    const texts = TEXTS.en.movingIn;
    const imports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('admin.movingIn.import')) imports.push(request.url());
    });
    await chooseFile(page, 'huge.csv', Buffer.alloc(IMPORT_PAGE_MAX_BYTES + 1, 'a'));
    await page.getByText(filled(texts.form.tooLarge, { size: '10 MB' })).waitFor();
    await page.getByRole('button', { name: texts.form.check }).click();
    await page.getByText(filled(texts.form.tooLarge, { size: '10 MB' })).waitFor();
    expect(imports).toEqual([]);
  });

  it('results need a competition; changing the file after a check takes the confirmation away', async () => {
    const page = await movingInPage('en');
    const texts = TEXTS.en.movingIn;
    await page.getByRole('radio', { name: texts.kinds.results.label }).check();
    await chooseFile(page, 'results.csv', 'place,username,score\n');
    await page.getByRole('button', { name: texts.form.check }).click();
    await page.getByText(TEXTS.en.validation.importCompetitionRequired).waitFor();

    await page.getByRole('radio', { name: texts.kinds.users.label }).check();
    const username = uniqueName('mi').toLowerCase();
    await chooseFile(page, 'users.csv', usersCsv(username));
    await page.getByRole('button', { name: texts.form.check }).click();
    await reportOf(page, true);
    await page.getByTestId('import-confirm').waitFor();
    await chooseFile(page, 'users-2.csv', usersCsv(username));
    await page.getByTestId('import-check-again').waitFor();
    expect(await page.getByTestId('import-confirm').count()).toBe(0);
    expect(await accountsNamed(username)).toBe(0);
  });
});

describe('the moving-in page: export everything', () => {
  it('the download link answers a ZIP to the admin', async () => {
    const page = await movingInPage('en');
    const link = page.getByRole('link', { name: TEXTS.en.movingIn.export.download });
    const href = await link.getAttribute('href');
    expect(href).toBe('/api/admin/export.zip');
    const answer = await page.evaluate(async (path) => {
      const response = await fetch(path);
      const start = new Uint8Array(await response.arrayBuffer()).slice(0, 2);
      return { status: response.status, type: response.headers.get('content-type'), start: [...start] };
    }, href!);
    // "PK": a ZIP's local file header.
    expect(answer).toEqual({ status: 200, type: 'application/zip', start: [0x50, 0x4b] });
  });
});
