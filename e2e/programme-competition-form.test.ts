import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectFitsAtEachSize, screenshot } from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { pageSignedInAs } = await openPlatform();
const pool = usePool();
// Digits only: names are shown in the interface's script (Latin letters become Cyrillic in Serbian).
const tag = String(randomBytes(3).readUIntBE(0, 3));
const [seasonName, otherSeasonName] = [`2098-${tag}`, `2097-${tag}`];
const slug = `sezona-forma-${tag}`;
afterAll(async () => {
  await pool.query(`DELETE FROM competitions WHERE slug = $1`, [slug]);
  await pool.query(`DELETE FROM seasons WHERE name = ANY($1)`, [[seasonName, otherSeasonName]]);
});

/** A season with these categories (code, name); its id. */
async function seasonWith(name: string, categories: [string, string][]) {
  const season = await pool.query(`INSERT INTO seasons (name) VALUES ($1) RETURNING id`, [name]);
  const id = (season.rows[0] as { id: number }).id;
  for (const [position, [code, categoryName]] of categories.entries()) {
    await pool.query(
      `INSERT INTO season_categories (season_id, code, name, position, reference_date) VALUES ($1, $2, $3, $4, '2025-12-01')`,
      [id, code, categoryName, position],
    );
  }
  return id;
}

/** A private competition in this season (staff see it everywhere). */
async function competitionIn(seasonId: number, name: string, competitionSlug: string) {
  await pool.query(
    `INSERT INTO competitions (name, slug, visibility, stage, season_id) VALUES ($1, $2, 'private', 'quals', $3)`,
    [name, competitionSlug, seasonId],
  );
}

describe('an organizer says who may take part in a competition (issue 31)', () => {
  it('sets a maximum age and a category on a phone in Serbian, saves, and sees them after a reload', async () => {
    const seasonId = await seasonWith(seasonName, [
      ['junior', 'Јуниори'],
      ['senior', 'Сениори'],
    ]);
    const otherSeasonId = await seasonWith(otherSeasonName, [['student', 'Студенти']]);
    await competitionIn(seasonId, 'Квалификације', slug);

    const { page } = await pageSignedInAs(['organizer'], { language: 'sr', viewport: PHONE });
    await page.goto(`/organizer/competitions/${slug}`);
    const section = page.getByRole('region', { name: 'Ко може да учествује' });
    await section.getByLabel('Јуниори').waitFor();
    expect(await section.getByLabel('Сезона', { exact: true }).inputValue()).toBe(String(seasonId));
    // A qualification needs an accepted competitor unless the organizer says otherwise.
    expect(await section.getByRole('switch', { name: 'Само прихваћени такмичари' }).isChecked()).toBe(true);

    await section.getByLabel('Највише година').fill('2O');
    await page.getByRole('button', { name: 'Сачувај' }).click();
    await section.getByText('Унесите цео број година од 0 до 150.').waitFor();
    await section.getByLabel('Највише година').fill('20');
    await section.getByLabel('Јуниори').check();
    await page.getByRole('button', { name: 'Сачувај' }).click();
    await page.getByText('Измене су сачуване.').first().waitFor();

    await page.reload();
    await section.getByLabel('Јуниори').waitFor();
    expect(await section.getByLabel('Највише година').inputValue()).toBe('20');
    expect(await section.getByLabel('Најмање година').inputValue()).toBe('');
    expect(await section.getByLabel('Јуниори').isChecked()).toBe(true);
    expect(await section.getByLabel('Сениори').isChecked()).toBe(false);
    const stored = await pool.query(
      `SELECT age_min, age_max, allowed_categories, season_id FROM competitions WHERE slug = $1`,
      [slug],
    );
    expect(stored.rows).toEqual([{ age_min: null, age_max: 20, allowed_categories: ['junior'], season_id: seasonId }]);
    await expectFitsAtEachSize(page, 'competition form (sr)', 'programme-competition-form-sr');

    // Another season has no "junior": the form drops it and says so.
    await section.getByLabel('Сезона', { exact: true }).selectOption(String(otherSeasonId));
    await section.getByText('Уклоњено, нова сезона их нема: junior.').waitFor();
    expect(await section.getByLabel('Студенти').isChecked()).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'programme-competition-form-season-change-sr-phone', { fullPage: false });

    const { page: english } = await pageSignedInAs(['organizer'], { language: 'en', viewport: DESKTOP });
    await english.goto(`/organizer/competitions/${slug}`);
    const inEnglish = english.getByRole('region', { name: 'Who may take part' });
    await inEnglish.getByLabel('Јуниори').waitFor();
    expect(await inEnglish.getByLabel('Maximum age').inputValue()).toBe('20');
    await expectFitsAtEachSize(english, 'competition form (en)', 'programme-competition-form-en');
  });
});
