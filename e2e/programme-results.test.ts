import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PHONE, expectFitsAtEachSize, openPage } from './support/browser';
import { openPlatform, usePool } from './support/platform';
import { useOwnSeasons } from './support/seasons';

const { browser, db, pageSignedInAs } = await openPlatform();
const pool = usePool();
// Digits only: names are shown in the interface's script (Latin letters become Cyrillic in Serbian).
const tag = String(randomBytes(3).readUIntBE(0, 3));

// Two seasons of this file's own (a newer and an older name), removed afterwards with their competitions.
const insertSeason = useOwnSeasons(pool, ['competitions']);

/** A public competition of the season with these results published (place, username, score). */
async function publishedCompetition(seasonId: number, name: string, results: [number, string, number][]) {
  const slug = `e2e-rez-${randomBytes(4).toString('hex')}`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO competitions (name, slug, visibility, stage, season_id, results_published_at)
     VALUES ($1, $2, 'public', 'quals', $3, now()) RETURNING id`,
    [name, slug, seasonId],
  );
  for (const [place, username, score] of results) {
    await pool.query(
      `INSERT INTO competition_results (competition_id, place, username, score) VALUES ($1, $2, $3, $4)`,
      [rows[0]!.id, place, username, score],
    );
  }
  return slug;
}

/** A user with an application in this state, born on this day (a typed-in school). */
async function person(status: 'accepted' | 'pending', dateOfBirth: string) {
  const user = await db.createUser();
  await db.makeCompetitor(user, { discord: false, status, date_of_birth: dateOfBirth });
  return user.username;
}

describe('the public results pages by season and category', () => {
  it('show seasons as headings, newest first, and a category’s places beside the overall ones', async () => {
    const newer = await insertSeason(`2098-${tag}`);
    const older = await insertSeason(`2097-${tag}`);
    await pool.query(
      `INSERT INTO season_categories (season_id, code, name, position, age_max, reference_date)
       VALUES ($1, 'junior', 'Juniori', 1, 18, '2026-06-01')`,
      [newer],
    );
    const [ana, boris, cveta, dusan, eva] = [
      await person('accepted', '2000-03-01'), // 26: not a junior
      await person('accepted', '2010-01-15'),
      await person('accepted', '2009-07-01'),
      await person('pending', '2010-02-02'), // junior by age, application not accepted: in no category
      await person('accepted', '2008-06-01'),
    ];
    const finals = await publishedCompetition(newer, `Finale ${tag}`, [
      [1, ana, 500],
      [2, boris, 400],
      [2, cveta, 400],
      [2, dusan, 400],
      [5, `nepostoji_${tag}`, 300],
      [6, eva, 200],
    ]);
    await publishedCompetition(older, `Kvalifikacije ${tag}`, [[1, ana, 100]]);

    const page = await openPage(browser, { language: 'sr', viewport: PHONE });
    await page.goto('/rezultati');
    await page.getByRole('heading', { level: 1, name: 'Резултати по сезонама' }).waitFor();
    // The heading is in the prerendered page; the seasons come with the data.
    await page.getByRole('heading', { level: 2, name: `Сезона 2097-${tag}` }).waitFor();
    const seasons = await page.getByRole('heading', { level: 2 }).allTextContents();
    const newerAt = seasons.indexOf(`Сезона 2098-${tag}`);
    const olderAt = seasons.indexOf(`Сезона 2097-${tag}`);
    expect(newerAt).toBeGreaterThanOrEqual(0);
    expect(olderAt).toBeGreaterThan(newerAt);
    const newerSection = page
      .getByTestId('results-season-section')
      .filter({ has: page.getByRole('heading', { level: 2, name: `Сезона 2098-${tag}` }) });
    await newerSection.getByRole('link', { name: `Финале ${tag}` }).waitFor();
    await expectFitsAtEachSize(page, 'results by season (sr)', 'programme-results-index-sr');

    // The competition's page, then only the juniors.
    await newerSection.getByRole('link', { name: `Финале ${tag}` }).click();
    await page.waitForURL(`**/rezultati/${finals}`);
    await page.getByTestId('results-season').getByText(`Сезона 2098-${tag}`).waitFor();
    await page.getByTestId('results-table').waitFor();
    await page.getByLabel('Категорија').selectOption('junior');
    await page.waitForURL(`**/rezultati/${finals}?category=junior`);
    const table = page.getByTestId('results-table');
    await table.getByText('Категорија Јуниори, такмичара: 3').waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'У категорији',
      'Укупно',
      'Корисничко име',
      'Поени',
    ]);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    // Overall 2, 2 and 6 among the juniors: 1, 1 and 3.
    expect(rows).toEqual([
      ['1', '2', boris, '400'],
      ['1', '2', cveta, '400'],
      ['3', '6', eva, '200'],
    ]);
    await expectFitsAtEachSize(page, 'results of a category (sr)', 'programme-results-category-sr');

    // The same in English, and the organizer's stored results with the same filter.
    const english = await openPage(browser, { language: 'en' });
    await english.goto('/rezultati');
    await english.getByRole('heading', { level: 2, name: `Season 2098-${tag}` }).waitFor();
    await expectFitsAtEachSize(english, 'results by season (en)', 'programme-results-index-en');
    await english.goto(`/rezultati/${finals}?category=junior`);
    await english.getByTestId('results-table').getByText('Category Juniori, competitors: 3').waitFor();
    await expectFitsAtEachSize(english, 'results of a category (en)', 'programme-results-category-en');

    const { page: organizer } = await pageSignedInAs(['organizer'], { language: 'en' });
    await organizer.goto(`/organizer/competitions/${finals}/results?category=junior`);
    const stored = organizer.getByTestId('stored-table');
    await stored.getByText(boris).waitFor();
    await expect.poll(() => stored.getByText(ana).count()).toBe(0);
    await expectFitsAtEachSize(organizer, 'organizer results of a category', 'programme-results-organizer-en');
  });
});
