import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { parseCsv } from '@ctf/shared/csv';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectFitsAtEachSize, screenshot } from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { db, pageSignedInAs } = await openPlatform();
const pool = usePool();
// Digits only: names are shown in the interface's script.
const tag = String(randomBytes(3).readUIntBE(0, 3));

const created = { seasons: [] as number[], competitions: [] as number[] };
afterAll(async () => {
  await pool.query(`DELETE FROM team_rosters WHERE season_id = ANY($1)`, [created.seasons]);
  await pool.query(`DELETE FROM competitions WHERE id = ANY($1)`, [created.competitions]);
  await pool.query(`DELETE FROM seasons WHERE id = ANY($1)`, [created.seasons]);
});

/** An accepted competitor born on this day, a finalist of these finals with this place. */
async function finalist(finalsId: number, dateOfBirth: string, place: number) {
  const user = await db.createUser();
  await db.makeCompetitor(user, { discord: false, date_of_birth: dateOfBirth, last_name: `Igrač${place}` });
  await pool.query(
    `INSERT INTO finals_invitations (competition_id, user_id, status, invitation_expires_at)
     VALUES ($1, $2, 'accepted', now() + interval '3 days')`,
    [finalsId, user.id],
  );
  await pool.query(`INSERT INTO competition_results (competition_id, place, username, score) VALUES ($1, $2, $3, $4)`, [
    finalsId,
    place,
    user.username,
    1000 - place,
  ]);
  return user;
}

describe('the national team roster', () => {
  it('an admin in Serbian on a phone builds a roster of 10 + 2 from the finalists, meets every rule, confirms and downloads the CSV; the same roster in English on a desktop and its printable page', async () => {
    const season = await pool.query<{ id: number }>(`INSERT INTO seasons (name) VALUES ($1) RETURNING id`, [
      `Тим ${tag}`,
    ]);
    const seasonId = season.rows[0]!.id;
    created.seasons.push(seasonId);
    const finals = await pool.query<{ id: number }>(
      `INSERT INTO competitions (name, slug, visibility, stage, season_id)
       VALUES ($1, $2, 'public', 'finals', $3) RETURNING id`,
      [`Finale ${tag}`, `e2e-tim-${tag}`, seasonId],
    );
    const finalsId = finals.rows[0]!.id;
    created.competitions.push(finalsId);
    // Ages on 1 October 2026: seven of 23, five of 18.
    const seniors = [];
    for (let place = 1; place <= 7; place += 1) seniors.push(await finalist(finalsId, '2003-01-01', place));
    const juniors = [];
    for (let place = 8; place <= 12; place += 1) juniors.push(await finalist(finalsId, '2008-01-01', place));

    const { page } = await pageSignedInAs(['admin'], { language: 'sr', viewport: PHONE });
    await page.goto(`/admin/team?season=${seasonId}`);
    await page.getByTestId('roster-new').click();
    const form = page.getByTestId('roster-create-form');
    // ECSC's rules are filled in.
    expect(await form.locator('input[name="size"]').inputValue()).toBe('10');
    expect(await form.locator('input[name="reserves"]').inputValue()).toBe('2');
    expect(await form.locator('input[name="reference_date"]').inputValue()).toBe(`${new Date().getFullYear()}-10-01`);
    await screenshot(page, 'roster-create-sr-phone');
    await form.locator('input[name="event_name"]').fill(`ECSC ${tag}`);
    await form.getByRole('button', { name: 'Направи састав' }).click();
    await page.waitForURL(/\/admin\/team\/\d+$/);
    const rosterId = Number(new URL(page.url()).pathname.split('/').pop());

    const members = page.getByTestId('roster-members').locator('tbody tr');
    const check = (rule: string) => page.getByTestId(`roster-check-${rule}`);
    const add = async (username: string, count: number) => {
      await page.locator(`[data-testid="roster-candidate"][data-username="${username}"]`).getByRole('button').click();
      await expect.poll(() => members.count()).toBe(count);
    };

    // The finalists are offered by their finals place.
    const offered = page.getByTestId('roster-finalists').getByTestId('roster-candidate');
    await offered.first().waitFor();
    expect(await offered.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-username')))).toEqual(
      [...seniors, ...juniors].map((user) => user.username),
    );

    // Seven seniors and three juniors: ten players, but fewer than half at most 20.
    let count = 0;
    for (const user of [...seniors, ...juniors.slice(0, 3)]) await add(user.username, ++count);
    await expect.poll(() => check('size').getAttribute('data-met')).toBe('true');
    await expect.poll(() => check('junior_share').getAttribute('data-met')).toBe('false');
    expect(await check('junior_share').innerText()).toContain('Бар 5 играча највише 20 година (сада 3)');
    expect(await page.getByTestId('roster-confirm').isDisabled()).toBe(true);
    expect(await page.getByText('Састав може да се потврди када су сва правила испуњена.').isVisible()).toBe(true);
    await screenshot(page, 'roster-unmet-sr-phone');

    // Two more juniors, two seniors made reserves: 10 + 2, five of the ten at most 20.
    for (const user of juniors.slice(3)) await add(user.username, ++count);
    await expect.poll(() => check('size').getAttribute('data-met')).toBe('false');
    for (const user of seniors.slice(5)) {
      await page
        .getByTestId('roster-members')
        .locator('tbody tr', { hasText: user.username })
        .getByTestId('roster-reserve')
        .click();
      await expect
        .poll(() => page.getByTestId('roster-reserve').locator('input:checked').count())
        .toBe(seniors.indexOf(user) - 4);
    }
    for (const rule of ['size', 'reserves', 'age_max', 'junior_share'])
      await expect.poll(() => check(rule).getAttribute('data-met')).toBe('true');
    expect(await check('junior_share').innerText()).toContain('(сада 5)');
    await expectFitsAtEachSize(page, 'roster page (sr)', 'roster-sr');

    await page.getByTestId('roster-confirm').click();
    await page.getByTestId('roster-confirmed').waitFor();
    const { rows } = await pool.query<{ status: string }>(`SELECT status FROM team_rosters WHERE id = $1`, [rosterId]);
    expect(rows[0]!.status).toBe('confirmed');

    const download = page.waitForEvent('download');
    await page.getByTestId('roster-csv').click();
    const csv = parseCsv(readFileSync(await (await download).path(), 'utf8'));
    expect(csv[0]).toEqual([
      'Улога',
      'Корисничко име',
      'Име и презиме',
      'Датум рођења',
      'Узраст на дан',
      'Категорије',
      'Финала',
    ]);
    expect(csv.slice(1).map((row) => row[0])).toEqual([...Array(10).fill('Играч'), 'Резерва', 'Резерва']);
    expect(csv.slice(11).map((row) => row[1])).toEqual(seniors.slice(5).map((user) => user.username));
    await page.context().close();

    // The same roster, confirmed, in English on a desktop, and its printable page.
    const { page: english } = await pageSignedInAs(['admin'], { language: 'en', viewport: DESKTOP });
    await english.goto(`/admin/team/${rosterId}`);
    await english.getByTestId('roster-confirmed').waitFor();
    expect(await english.getByTestId('roster-check-junior_share').innerText()).toContain(
      'At least 5 players at most 20 years old (now 5)',
    );
    await expectFitsAtEachSize(english, 'roster page (en)', 'roster-en');
    await english.goto(`/admin/team/${rosterId}/print`);
    await english.getByTestId('roster-print').getByText('National team roster').waitFor();
    await expectFitsAtEachSize(english, 'roster print (en)', 'roster-print-en');
    await english.context().close();
  });
});
