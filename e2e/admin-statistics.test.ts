import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseCsv } from '@ctf/shared/csv';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../server/src/db/database';
import { rebuildFunnelCounts } from '../server/src/services/stats/funnel-counts';
import { uniqueName } from './support/accounts';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, expectFitsAtEachSize, openPage, screenshot } from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { browser, db } = await openPlatform();
const pool = usePool();
// Digits only: season names are shown in the interface's script.
const tag = String(randomBytes(3).readUIntBE(0, 3));
const created = { seasons: [] as number[] };
afterAll(async () => {
  await pool.query(`DELETE FROM competitions WHERE season_id = ANY($1)`, [created.seasons]);
  await pool.query(`DELETE FROM seasons WHERE id = ANY($1)`, [created.seasons]);
});

/** `count` people who played, with an accepted application of this gender (none: no application). */
async function people(count: number, gender?: 'female' | 'male'): Promise<number[]> {
  const prefix = uniqueName('st').slice(0, 26);
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, email_verified_at)
     SELECT $1 || '_' || g, $1 || '_' || g || '@example.org', 'x', now() FROM generate_series(1, $2) g
     RETURNING id`,
    [prefix, count],
  );
  const ids = rows.map((row) => row.id);
  if (gender)
    await pool.query(
      `INSERT INTO competitor_applications (user_id, ctf_team, status, first_name, last_name, gender, date_of_birth,
                                            permanent_residence, shirt_size, institution_name)
       SELECT id, true, 'accepted', 'Ana', 'Anić', $2, '2007-09-01', 'Niš', 'M', 'Gimnazija' FROM unnest($1::int[]) id`,
      [ids, gender],
    );
  return ids;
}

/**
 * A season whose competitions ended long ago (so nobody registering now falls in its window), its
 * qualification played by `players` and its finals by `finalists`.
 */
async function playedSeason(name: string, endedOn: string, players: number[], finalists: number[] = []) {
  const season = await pool.query<{ id: number }>(`INSERT INTO seasons (name) VALUES ($1) RETURNING id`, [name]);
  const seasonId = season.rows[0]!.id;
  created.seasons.push(seasonId);
  const competition = async (stage: 'quals' | 'finals') =>
    (
      await pool.query<{ id: number }>(
        `INSERT INTO competitions (name, slug, visibility, stage, season_id, ends_at)
         VALUES ($1, $2, 'public', $3, $4, $5) RETURNING id`,
        [`${name} ${stage}`, `e2e-stat-${tag}-${seasonId}-${stage}`, stage, seasonId, endedOn],
      )
    ).rows[0]!.id;
  const quals = await competition('quals');
  await pool.query(
    `INSERT INTO competition_results (competition_id, place, username, score, user_id)
     SELECT $1, row_number() OVER (ORDER BY u.id), u.username, 100, u.id FROM users u WHERE u.id = ANY($2)`,
    [quals, players],
  );
  if (finalists.length > 0) {
    const finals = await competition('finals');
    await pool.query(
      `INSERT INTO finals_invitations (competition_id, user_id, status, invitation_expires_at)
       SELECT $1, id, 'accepted', now() FROM unnest($2::int[]) id`,
      [finals, finalists],
    );
  }
}

// Season 2: 12 women, 6 men and 5 people without an application played the qualification; 5 women
// and 2 men went on to the finals; nobody made a national team. Season 1: 5 women played.
const women = await people(12, 'female');
const men = await people(6, 'male');
const unknown = await people(5);
const seasonOne = `Статистика ${tag} 1`;
const seasonTwo = `Статистика ${tag} 2`;
await playedSeason(seasonOne, '2000-05-01', await people(5, 'female'));
await playedSeason(seasonTwo, '2001-05-01', [...women, ...men, ...unknown], [...women.slice(0, 5), ...men.slice(0, 2)]);
// The funnel's kept counts are made again now, as the server's job would within minutes.
const database = createDatabase(inject('databaseUrl'), 1);
await rebuildFunnelCounts(database);
await database.destroy();

const SMALL = '< 5';
/** Every stage, registered to national team, as the page orders them. */
const line = (upToCompeted: number, finalists: number | string, team: number | string = SMALL) => [
  ...Array<string>(5).fill(String(upToCompeted)),
  String(finalists),
  String(team),
];

/** A table row's counts (the hidden phone columns too, read from the cells themselves). */
const rowCounts = (page: Page, table: string, row: string) =>
  page
    .getByTestId(table)
    .locator(`tr[data-row-id="${row}"] > td > span[data-count]`)
    .evaluateAll((cells) => cells.map((cell) => cell.textContent));

const downloadCsv = async (page: Page) => {
  const download = page.waitForEvent('download');
  await page.getByTestId('statistics-csv').click();
  const file = await download;
  return { name: file.suggestedFilename(), rows: parseCsv(readFileSync(await file.path(), 'utf8')) };
};

/** Bars the chart drew (a withheld count draws none). */
/** The table's (and the CSV's) header in English, broken down by region. */
const EN_REGION_HEADER = [
  'Region',
  'Registered',
  'Verified email',
  'Applied',
  'Accepted',
  'Competed',
  'Finalists',
  'National team',
];
const bars = (page: Page, chart: string) => page.getByTestId(chart).locator('svg .recharts-bar-rectangle').count();

function appCode(key: string) {
  return new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

describe('the programme statistics (issue 33)', () => {
  it('a reporter in Serbian on a phone: a season by region and by gender, "< 5", the charts, the CSV, seasons side by side and the printable report', async () => {
    const reporter = await db.createUser({ roles: ['reporter'] });
    const page = await openPage(browser, { language: 'sr', viewport: PHONE });
    await db.signIn(page.context(), reporter, { secondFactorVerified: true });

    // The admin area opens on the statistics for a reporter.
    await page.goto('/admin');
    await page.waitForURL('**/admin/statistics');
    await page.locator('select[name="season"]').selectOption(seasonTwo);
    await page.waitForURL(/season=/);

    // By region (the default): nobody's institution is known, so every region says "< 5".
    await expect.poll(() => rowCounts(page, 'statistics-table', 'unknown')).toEqual(line(23, 7));
    expect(await rowCounts(page, 'statistics-table', 'beograd')).toEqual(Array(7).fill(SMALL));
    expect(await rowCounts(page, 'statistics-table', 'total')).toEqual(line(23, 7));
    expect(await page.getByTestId('statistics-table').getByText('Непознато').isVisible()).toBe(true);

    await page.locator('select[name="by"]').selectOption('gender');
    await expect.poll(() => rowCounts(page, 'statistics-table', 'male')).toEqual(line(6, SMALL));
    expect(await rowCounts(page, 'statistics-table', 'female')).toEqual(line(12, 5));
    expect(await rowCounts(page, 'statistics-table', 'unknown')).toEqual(line(5, SMALL));
    expect(await page.getByTestId('statistics-table').locator('tr[data-row-id="male"]').innerText()).toContain(
      'Финалисти:\n< 5',
    );
    // The stages' chart: a bar for each stage but the national team, which nobody reached.
    await expect.poll(() => bars(page, 'statistics-stage-chart')).toBe(6);
    expect(await bars(page, 'statistics-group-chart')).toBeGreaterThan(0);
    await expectFitsAtEachSize(page, 'statistics (sr)', 'statistics-sr', { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    const csv = await downloadCsv(page);
    expect(csv.name).toBe(`statistics-statistika_${tag}_2-gender.csv`);
    expect(csv.rows).toEqual([
      [
        'Пол',
        'Регистровани',
        'Потврђена имејл адреса',
        'Поднели пријаву',
        'Прихваћени',
        'Такмичили се',
        'Финалисти',
        'Национални тим',
      ],
      ['Мушки', ...line(6, SMALL)],
      ['Женски', ...line(12, 5)],
      ['Непознато', ...line(5, SMALL)],
      ['Укупно', ...line(23, 7)],
    ]);

    // Season over season: the chosen season beside the one before it.
    await page.getByTestId('statistics-view').locator('[data-view="seasons"]').click();
    await page.waitForURL(/view=seasons/);
    const seasonsHeader = () =>
      page
        .getByTestId('statistics-seasons-table')
        .locator('thead th')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent));
    await expect.poll(async () => (await seasonsHeader()).slice(-2)).toEqual([seasonOne, seasonTwo]);
    const header = await seasonsHeader();
    await expect.poll(() => rowCounts(page, 'statistics-seasons-table', 'competed')).toHaveLength(header.length - 1);
    expect((await rowCounts(page, 'statistics-seasons-table', 'competed')).slice(-2)).toEqual(['5', '23']);
    expect((await rowCounts(page, 'statistics-seasons-table', 'finalist')).slice(-2)).toEqual([SMALL, '7']);
    await expect.poll(() => bars(page, 'statistics-seasons-chart')).toBeGreaterThan(0);
    await expectFitsAtEachSize(page, 'statistics seasons (sr)', 'statistics-seasons-sr');
    expect(await axeViolations(page)).toEqual([]);

    // The printable report of the season, by gender as chosen before.
    await page.getByTestId('statistics-view').locator('[data-view="funnel"]').click();
    await page.getByTestId('statistics-report').click();
    await page.waitForURL(/\/admin\/statistics\/report\?/);
    const report = page.getByTestId('statistics-report-page');
    await report.getByText('Статистика програма').first().waitFor();
    expect(await page.getByTestId('statistics-report-season').innerText()).toBe(seasonTwo);
    await expect.poll(() => bars(page, 'statistics-report-chart')).toBe(6);
    const reportRows = await page
      .getByTestId('statistics-report-table')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    expect(reportRows).toEqual([
      ['Мушки', ...line(6, SMALL)],
      ['Женски', ...line(12, 5)],
      ['Непознато', ...line(5, SMALL)],
      ['Укупно', ...line(23, 7)],
    ]);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByTestId('statistics-print').click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    await expectFitsAtEachSize(page, 'statistics report (sr)', 'statistics-report-sr');
    await page.context().close();
  });

  it('a reporter in English on a desktop sets up two-step login, sees only the statistics and is sent back from other admin pages; the report prints on one A4 page', async () => {
    const reporter = await db.createUser({ roles: ['reporter'] });
    const page = await openPage(browser, { language: 'en', viewport: DESKTOP });
    await db.signIn(page.context(), reporter, { secondFactorVerified: false });

    // Like all staff, a reporter proves the second step before the figures show.
    await page.goto('/app/dashboard');
    await page.getByTestId('role-nav').getByRole('link', { name: 'Statistics' }).click();
    await page.waitForURL('**/app/account/two-factor?next=%2Fadmin%2Fstatistics');
    await page.getByTestId('two-factor').getByRole('button').click();
    const key = (await page.getByTestId('two-factor-key').getAttribute('data-key'))!;
    await page.getByTestId('two-factor-confirm').locator('input').fill(appCode(key));
    await page.getByTestId('two-factor-confirm').getByRole('button').click();
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await page.waitForURL('**/admin/statistics');

    // The admin area shows a reporter nothing else, and sends them back from any other page.
    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.getByRole('link', { name: 'Statistics' }).waitFor();
    expect(await sidebar.getByRole('navigation').getByRole('link').allTextContents()).toEqual(['Statistics']);
    for (const path of ['/admin/users', '/admin/team', '/admin/no-such-page']) {
      await page.goto(path);
      await page.waitForURL('**/admin/statistics');
    }

    await page.goto(`/admin/statistics?season=${encodeURIComponent(seasonTwo)}`);
    await expect.poll(() => rowCounts(page, 'statistics-table', 'total')).toEqual(line(23, 7));
    expect(await page.getByTestId('statistics-table').locator('thead th').allTextContents()).toEqual(EN_REGION_HEADER);
    await expect.poll(() => bars(page, 'statistics-stage-chart')).toBe(6);
    expect(await page.getByTestId('statistics-as-of').innerText()).toMatch(
      /^Figures as of \d\d\.\d\d\.\d{4} \d\d:\d\d$/,
    );
    await expectFitsAtEachSize(page, 'statistics (en)', 'statistics-en');
    expect(await axeViolations(page)).toEqual([]);

    const csv = await downloadCsv(page);
    expect(csv.rows[0]).toEqual(EN_REGION_HEADER);
    expect(csv.rows.map((row) => row[0])).toEqual([
      'Region',
      'Belgrade',
      'Southern and Eastern Serbia',
      'Kosovo and Metohija',
      'Šumadija and Western Serbia',
      'Vojvodina',
      'Other',
      'Not known',
      'Total',
    ]);
    expect(csv.rows.at(-1)).toEqual(['Total', ...line(23, 7)]);

    await page.getByTestId('statistics-report').click();
    await page.waitForURL(/\/admin\/statistics\/report\?season=/);
    await expect.poll(() => bars(page, 'statistics-report-chart')).toBe(6);
    expect(await page.getByTestId('statistics-report-page').innerText()).toContain(seasonTwo);
    await expectFitsAtEachSize(page, 'statistics report (en)', 'statistics-report-en');
    expect(await axeViolations(page)).toEqual([]);
    // One A4 page: the PDF Chromium prints has a single page.
    const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await screenshot(page, 'statistics-report-en-print');
    await page.context().close();
  });
});
