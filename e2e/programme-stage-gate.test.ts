import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { textFromDateTime, toDateTimeInput } from '../client/src/features/organizer/belgrade-time';
import { organizerSr } from '../client/src/locales/organizer/sr';
import { PHONE, expectNoHorizontalScroll } from './support/browser';
import { openPlatform, usePool } from './support/platform';

// Issue 31 item 4: an organizer on a phone, in Serbian, advances the best juniors of a qualification
// to the finals: quotas, preview (who goes, who waits, who takes no part and why), invitations.
const { db, pageSignedInAs } = await openPlatform();
const pool = usePool();
const L = organizerSr.organizerArea.stageGate;
const tag = randomBytes(3).toString('hex');
const slugs = [`e2e-gate-q-${tag}`, `e2e-gate-f-${tag}`];
afterAll(async () => {
  await pool.query(`DELETE FROM competitions WHERE slug = ANY($1)`, [slugs]);
  await pool.query(`DELETE FROM seasons WHERE name = $1`, [`G-${tag}`]);
});

/** Players `gate{tag}_{n}`: accepted competitors with Discord, born in the given year. */
async function players(births: string[]) {
  const { rows } = await pool.query<{ id: number; username: string }>(
    `INSERT INTO users (username, email, password_hash, email_verified_at)
     SELECT $1 || '_' || g, $1 || '_' || g || '@example.org', 'x', now() FROM generate_series(1, $2::int) g
     RETURNING id, username`,
    [`gate${tag}`, births.length],
  );
  rows.sort((a, b) => Number(a.username.split('_')[1]) - Number(b.username.split('_')[1]));
  for (const [index, user] of rows.entries()) {
    await db.makeCompetitor(user, { first_name: 'Ime', last_name: 'Prezime', date_of_birth: births[index] });
  }
  return rows;
}

describe('advance to finals (issue 31)', () => {
  it('previews and sends the invitations by category, in Serbian on a phone', async () => {
    const { rows: seasons } = await pool.query<{ id: number }>(`INSERT INTO seasons (name) VALUES ($1) RETURNING id`, [
      `G-${tag}`,
    ]);
    const seasonId = seasons[0]!.id;
    await pool.query(
      `INSERT INTO season_categories (season_id, code, name, age_max, reference_date, position)
       VALUES ($1, 'junior', 'Јуниори', 20, '2025-12-01', 1)`,
      [seasonId],
    );
    const { rows: competitions } = await pool.query<{ id: number; slug: string }>(
      `INSERT INTO competitions (name, slug, visibility, stage, season_id)
       VALUES ('Квалификације ' || $3, $1, 'public', 'quals', $4), ('Финале ' || $3, $2, 'public', 'finals', $4)
       RETURNING id, slug`,
      [slugs[0], slugs[1], tag, seasonId],
    );
    const quals = competitions.find((c) => c.slug === slugs[0])!;
    // Place 1 is too old for juniors; 2 and 3 are juniors; only one junior seat.
    const [senior, first, second] = await players(['1995-01-01', '2008-03-01', '2009-04-01']);
    await pool.query(
      `INSERT INTO competition_results (competition_id, place, username, score)
       VALUES ($1, 1, $2, 900), ($1, 2, $3, 800), ($1, 3, $4, 700)`,
      [quals.id, senior!.username, first!.username, second!.username],
    );

    const { page } = await pageSignedInAs(['organizer'], {
      language: 'sr',
      timezoneId: 'Europe/Belgrade',
      viewport: PHONE,
    });
    await page.goto(`/organizer/competitions/${slugs[1]}/finalists`);
    await page.getByTestId('open-stage-gate').click();
    const dialog = page.getByTestId('stage-gate-dialog');
    await dialog.getByTestId('gate-source').selectOption(slugs[0]!);
    const quota = dialog.getByTestId('gate-quota').first();
    await quota.getByLabel(L.category).selectOption('junior');
    await quota.getByLabel(L.count).fill('1');
    await dialog
      .getByLabel(organizerSr.organizerArea.finalists.inviteDialog.expiresAt)
      .fill(textFromDateTime(toDateTimeInput(new Date(Date.now() + 7 * 24 * 3_600_000).toISOString())));
    await dialog.getByTestId('gate-preview').click();

    const result = dialog.getByTestId('gate-preview-result');
    await result.waitFor();
    await result
      .getByRole('table', { name: L.invitedHeading.replace('{{count}}', '1') })
      .getByText(first!.username)
      .waitFor();
    await result
      .getByRole('table', { name: L.waitlistHeading.replace('{{category}}', 'Јуниори').replace('{{count}}', '1') })
      .getByText(second!.username)
      .waitFor();
    await expect(dialog.getByTestId('gate-left-out').textContent()).resolves.toContain(
      L.leftOutRow
        .replace('{{place}}', '1')
        .replace('{{username}}', senior!.username)
        .replace('{{reason}}', L.reasons.NO_CATEGORY),
    );
    await page.screenshot({ path: '/tmp/stage-gate-preview-sr-phone.png', fullPage: true });
    await expectNoHorizontalScroll(page, 'stage gate preview');

    await dialog.getByTestId('gate-confirm').click();
    await page.getByText(L.invited.replace('{{count}}', '1')).first().waitFor();
    await page.getByTestId('finalists-table').getByText(first!.username).first().waitFor();
    const seats = page.getByTestId('gate-seats');
    await seats.waitFor();
    await page.screenshot({ path: '/tmp/stage-gate-seats-sr-phone.png', fullPage: true });
    const { rows: invited } = await pool.query<{ user_id: number; gate_category: string }>(
      `SELECT user_id, gate_category FROM finals_invitations f JOIN competitions c ON c.id = f.competition_id WHERE c.slug = $1`,
      [slugs[1]],
    );
    expect(invited).toEqual([{ user_id: first!.id, gate_category: 'junior' }]);
  });
});
