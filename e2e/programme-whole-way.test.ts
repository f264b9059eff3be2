import { randomBytes } from 'node:crypto';
import { ascending } from '@ctf/shared/sort';
import { afterAll, describe, expect, it } from 'vitest';
import { textFromDateTime, toDateTimeInput } from '../client/src/features/organizer/belgrade-time';
import { adminSr } from '../client/src/locales/admin/sr';
import { competitionsSr } from '../client/src/locales/competitions/sr';
import { organizerSr } from '../client/src/locales/organizer/sr';
import { PHONE, openPage, screenshot } from './support/browser';
import { openPlatform, usePool } from './support/platform';

// Issue 31 item 8: the national programme end to end, in Serbian on a phone. An organizer (also an
// admin) makes a season with a junior and a senior category, limits the qualification's age, uploads
// its results (two juniors share a place), advances the best junior and the best senior to the finals
// (the younger of the two goes first), the invited answer from their phones, and the admin confirms
// the national team from the finalists.
const { browser, db, pageSignedInAs } = await openPlatform();
const pool = usePool();
const G = organizerSr.organizerArea.stageGate;
const R = organizerSr.organizerArea.results;
const A = competitionsSr.competitions.attendance;
// Digits only (names are shown in the interface's script); the year gives the roster's reference day.
const tag = String(randomBytes(3).readUIntBE(0, 3));
const seasonName = `${new Date().getFullYear()}-${tag}`;
const slugs = { quals: `e2e-put-q-${tag}`, finals: `e2e-put-f-${tag}` };
afterAll(async () => {
  await pool.query(`DELETE FROM team_rosters WHERE season_id IN (SELECT id FROM seasons WHERE name = $1)`, [
    seasonName,
  ]);
  await pool.query(`DELETE FROM competitions WHERE slug = ANY($1)`, [Object.values(slugs)]);
  await pool.query(`DELETE FROM seasons WHERE name = $1`, [seasonName]);
});

/** An accepted competitor with Discord, born on this day. */
async function player(dateOfBirth: string) {
  const user = await db.createUser();
  await db.makeCompetitor(user, {
    first_name: 'Ана',
    last_name: 'Петровић',
    date_of_birth: dateOfBirth,
    permanent_residence: 'Ниш',
    shirt_size: 'M',
    institution_name: 'Гимназија',
  });
  return user;
}

describe('the national programme, the whole way (issue 31)', () => {
  it('season → categories → qualification → results → gate → invitations → roster, in Serbian on a phone', async () => {
    const year = new Date().getFullYear();
    // On 1 December: 18 and 19 (juniors, sharing second place), 23 (senior), 17 (junior, fourth).
    const [younger, older, senior, fourth] = [
      await player(`${year - 18}-06-01`),
      await player(`${year - 19}-03-01`),
      await player(`${year - 23}-01-01`),
      await player(`${year - 17}-01-01`),
    ];
    const { page } = await pageSignedInAs(['organizer', 'admin'], {
      language: 'sr',
      timezoneId: 'Europe/Belgrade',
      viewport: PHONE,
    });

    // The season and its categories.
    await page.goto('/organizer/seasons');
    await page.getByRole('button', { name: 'Нова сезона' }).click();
    const seasonDialog = page.getByRole('dialog', { name: 'Нова сезона' });
    await seasonDialog.getByLabel('Назив').fill(seasonName);
    await seasonDialog.getByRole('button', { name: 'Направи сезону' }).click();
    await seasonDialog.waitFor({ state: 'detached' });
    const season = page.getByRole('region', { name: seasonName });
    for (const [code, name, min, max] of [
      ['junior', 'Јуниори', '', '20'],
      ['senior', 'Сениори', '21', '25'],
    ]) {
      await season.getByRole('button', { name: 'Додај категорију' }).click();
      const dialog = page.getByRole('dialog', { name: `Нова категорија у сезони ${seasonName}` });
      await dialog.getByLabel('Ознака').fill(code!);
      await dialog.getByLabel('Назив').fill(name!);
      await dialog.getByLabel('Најмање година').fill(min!);
      await dialog.getByLabel('Највише година').fill(max!);
      await dialog.getByLabel('Узраст се рачуна на дан').fill(`01.12.${year}`);
      await dialog.getByRole('button', { name: 'Додај категорију' }).click();
      await dialog.waitFor({ state: 'detached' });
      await season.getByRole('table').getByText(name!).waitFor();
    }
    const { rows: seasons } = await pool.query<{ id: number }>(`SELECT id FROM seasons WHERE name = $1`, [seasonName]);
    const seasonId = seasons[0]!.id;

    // The qualification and the finals of the season; the qualification takes players up to 25.
    const { rows: competitions } = await pool.query<{ id: number; slug: string }>(
      `INSERT INTO competitions (name, slug, visibility, stage, season_id)
       VALUES ('Квалификације ' || $3, $1, 'public', 'quals', $4), ('Финале ' || $3, $2, 'public', 'finals', $4)
       RETURNING id, slug`,
      [slugs.quals, slugs.finals, tag, seasonId],
    );
    await page.goto(`/organizer/competitions/${slugs.quals}`);
    const eligibility = page.getByRole('region', { name: 'Ко може да учествује' });
    await eligibility.getByLabel('Јуниори').waitFor();
    expect(await eligibility.getByLabel('Сезона', { exact: true }).inputValue()).toBe(String(seasonId));
    await eligibility.getByLabel('Највише година').fill('25');
    await page.getByRole('button', { name: 'Сачувај' }).click();
    await page.getByText('Измене су сачуване.').first().waitFor();

    // Its results, uploaded: the two juniors share second place.
    await page.getByRole('tab', { name: organizerSr.organizerArea.edit.tabs.results }).click();
    await page
      .getByTestId('results-csv')
      .fill(
        `place,username,score\n1,${senior.username},900\n2,${older.username},800\n2,${younger.username},800\n4,${fourth.username},700\n`,
      );
    await page.getByRole('button', { name: R.preview, exact: true }).click();
    await page.getByText(R.previewTitle.replace('{{count}}', '4')).waitFor();
    await page.getByRole('button', { name: R.publish, exact: true }).click();
    await page.getByText(R.published.replace('{{count}}', '4')).first().waitFor();

    // The gate: one junior, then one senior; the tie goes to the younger junior, the other two wait.
    await page.goto(`/organizer/competitions/${slugs.finals}/finalists`);
    await page.getByTestId('open-stage-gate').click();
    const gate = page.getByTestId('stage-gate-dialog');
    await gate.getByTestId('gate-source').selectOption(slugs.quals);
    await gate.getByTestId('gate-quota').first().getByLabel(G.category).selectOption('junior');
    await gate.getByTestId('gate-quota').first().getByLabel(G.count).fill('1');
    await gate.getByRole('button', { name: G.addQuota }).click();
    await gate.getByTestId('gate-quota').nth(1).getByLabel(G.category).selectOption('senior');
    await gate.getByTestId('gate-quota').nth(1).getByLabel(G.count).fill('1');
    await gate
      .getByLabel(organizerSr.organizerArea.finalists.inviteDialog.expiresAt)
      .fill(textFromDateTime(toDateTimeInput(new Date(Date.now() + 7 * 24 * 3_600_000).toISOString())));
    await gate.getByTestId('gate-preview').click();
    const preview = gate.getByTestId('gate-preview-result');
    const invited = preview.getByRole('table', { name: G.invitedHeading.replace('{{count}}', '2') });
    await invited.getByText(younger.username).waitFor();
    await invited.getByText(senior.username).waitFor();
    const waiting = preview.getByRole('table', {
      name: G.waitlistHeading.replace('{{category}}', 'Јуниори').replace('{{count}}', '2'),
    });
    expect(await waiting.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringContaining(older.username),
      expect.stringContaining(fourth.username),
    ]);
    await screenshot(page, 'programme-whole-way-gate-sr-phone');
    await gate.getByTestId('gate-confirm').click();
    await page.getByText(G.invited.replace('{{count}}', '2')).first().waitFor();
    // The finalists list names each one's categories under the name.
    const finalists = page.getByTestId('finalists-table');
    await finalists.getByTestId('row-categories').filter({ hasText: 'Категорије: Јуниори', visible: true }).waitFor();
    await finalists.getByTestId('row-categories').filter({ hasText: 'Категорије: Сениори', visible: true }).waitFor();
    await screenshot(page, 'programme-whole-way-finalists-sr-phone');

    // The invited answer on their phones.
    for (const finalist of [younger, senior]) {
      const phone = await openPage(browser, { language: 'sr', viewport: PHONE, timezoneId: 'Europe/Belgrade' });
      await db.signIn(phone.context(), finalist);
      await phone.goto('/app/competitions');
      await phone.getByRole('link', { name: competitionsSr.competitions.card.finalsAttendance }).click();
      await phone.getByRole('radio', { name: A.attending }).check();
      await phone.getByRole('button', { name: A.submit }).click();
      await phone.getByTestId('attendance-saved').waitFor();
      await phone.context().close();
    }
    const { rows: answers } = await pool.query<{ user_id: number; status: string; gate_category: string }>(
      `SELECT user_id, status, gate_category FROM finals_invitations WHERE competition_id = $1 ORDER BY gate_category`,
      [competitions.find((c) => c.slug === slugs.finals)!.id],
    );
    expect(answers).toEqual([
      { user_id: younger.id, status: 'accepted', gate_category: 'junior' },
      { user_id: senior.id, status: 'accepted', gate_category: 'senior' },
    ]);

    // The national team of two from the finalists: a junior and a senior meet every rule.
    await page.goto(`/admin/team?season=${seasonId}`);
    await page.getByTestId('roster-new').click();
    const form = page.getByTestId('roster-create-form');
    await form.locator('input[name="event_name"]').fill(`Купа ${tag}`);
    await form.locator('input[name="size"]').fill('2');
    await form.locator('input[name="reserves"]').fill('0');
    await form.getByRole('button', { name: adminSr.admin.team.create.submit }).click();
    await page.waitForURL(/\/admin\/team\/\d+$/);
    const offered = page.getByTestId('roster-finalists').getByTestId('roster-candidate');
    await offered.first().waitFor();
    const usernames = await offered.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-username') ?? ''));
    expect(usernames.toSorted(ascending)).toEqual([younger.username, senior.username].toSorted(ascending));
    for (const finalist of [younger, senior])
      await page
        .locator(`[data-testid="roster-candidate"][data-username="${finalist.username}"]`)
        .getByRole('button')
        .click();
    for (const rule of ['size', 'reserves', 'age_max', 'junior_share'])
      await expect.poll(() => page.getByTestId(`roster-check-${rule}`).getAttribute('data-met')).toBe('true');
    await page.getByTestId('roster-confirm').click();
    await page.getByTestId('roster-confirmed').waitFor();
    // Each member's categories by the season's names; a confirmed roster offers no changes.
    const members = page.getByTestId('roster-members');
    await members.getByText('Јуниори').first().waitFor();
    await members.getByText('Сениори').first().waitFor();
    expect(await page.getByTestId('roster-reserve').count()).toBe(0);
    await screenshot(page, 'programme-whole-way-roster-sr-phone');
    const { rows: rosters } = await pool.query<{ status: string; members: number }>(
      `SELECT r.status, (SELECT count(*)::int FROM team_roster_members m WHERE m.roster_id = r.id) AS members
         FROM team_rosters r WHERE r.season_id = $1`,
      [seasonId],
    );
    expect(rosters).toEqual([{ status: 'confirmed', members: 2 }]);
  });
});
