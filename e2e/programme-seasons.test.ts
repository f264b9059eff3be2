import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectFitsAtEachSize, screenshot } from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { pageSignedInAs } = await openPlatform();
const pool = usePool();
// Digits only: names are shown in the interface's script (Latin letters become Cyrillic in Serbian).
const seasonName = `2099-${String(randomBytes(3).readUIntBE(0, 3))}`;
afterAll(() => pool.query(`DELETE FROM seasons WHERE name = $1`, [seasonName]));

describe('an organizer runs the seasons and their categories (issue 31)', () => {
  it('creates a season and a junior category on a phone in Serbian, and sees it listed in both languages', async () => {
    const { page, user } = await pageSignedInAs(['organizer'], { language: 'sr', viewport: PHONE });
    await page.goto('/organizer');
    await page.getByRole('button', { name: 'Отвори мени' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Сезоне' }).click();
    await page.getByRole('heading', { level: 1, name: 'Сезоне' }).waitFor();

    await page.getByRole('button', { name: 'Нова сезона' }).click();
    const seasonDialog = page.getByRole('dialog', { name: 'Нова сезона' });
    // Checked before it is sent: the name is required.
    await seasonDialog.getByRole('button', { name: 'Направи сезону' }).click();
    await seasonDialog.getByText('Унесите назив сезоне.').waitFor();
    await seasonDialog.getByLabel('Назив').fill(seasonName);
    await seasonDialog.getByRole('button', { name: 'Направи сезону' }).click();
    await seasonDialog.waitFor({ state: 'detached' });

    const season = page.getByRole('region', { name: seasonName });
    await season.getByText('Такмичења: 0').waitFor();
    await season.getByText('Ова сезона још нема категорије.').waitFor();
    await season.getByRole('button', { name: 'Додај категорију' }).click();
    const categoryDialog = page.getByRole('dialog', { name: `Нова категорија у сезони ${seasonName}` });
    await categoryDialog.getByLabel('Ознака').fill('junior');
    await categoryDialog.getByLabel('Назив').fill('Јуниори');
    await categoryDialog.getByLabel('Најмање година').fill('21');
    await categoryDialog.getByLabel('Највише година').fill('20');
    await categoryDialog.getByLabel('Узраст се рачуна на дан').fill('01.12.2025');
    await categoryDialog.getByRole('button', { name: 'Додај категорију' }).click();
    // The window out of order is the maximum's error, in Serbian; the minimum is then left empty.
    await categoryDialog.getByText('Највише година не сме бити мање од најмање.').waitFor();
    await screenshot(page, 'programme-seasons-category-dialog-sr-phone', { fullPage: false });
    await categoryDialog.getByLabel('Најмање година').fill('');
    await categoryDialog.getByRole('button', { name: 'Додај категорију' }).click();
    await categoryDialog.waitFor({ state: 'detached' });

    const table = season.getByRole('table', { name: `Категорије сезоне ${seasonName}` });
    await table.getByText('Јуниори').waitFor();
    // On a phone the row's other columns are listed under its name.
    await table.getByRole('definition').getByText('Највише 20 на дан 1. децембра 2025.').waitFor();
    expect(await table.getByText('junior', { exact: true }).count()).toBeGreaterThan(0);
    await expectFitsAtEachSize(page, 'seasons page (sr)', 'programme-seasons-sr');

    const saved = await pool.query(
      `SELECT c.code, c.name, c.age_min, c.age_max, c.reference_date::text AS reference_date, c.position
         FROM season_categories c JOIN seasons s ON s.id = c.season_id WHERE s.name = $1`,
      [seasonName],
    );
    expect(saved.rows).toEqual([
      { code: 'junior', name: 'Јуниори', age_min: null, age_max: 20, reference_date: '2025-12-01', position: 0 },
    ]);
    const audited = await pool.query(`SELECT action FROM audit_log WHERE actor_id = $1 ORDER BY id`, [user.id]);
    expect(audited.rows.map((row: { action: string }) => row.action)).toEqual(['season.create', 'category.create']);

    const { page: english } = await pageSignedInAs(['organizer'], { language: 'en', viewport: DESKTOP });
    await english.goto('/organizer/seasons');
    const listed = english.getByRole('region', { name: seasonName });
    await listed.getByText('20 or younger on 1 December 2025').waitFor();
    await expectFitsAtEachSize(english, 'seasons page (en)', 'programme-seasons-en');
  });
});
