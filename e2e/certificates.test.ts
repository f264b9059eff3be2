import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { PHONE, expectFitsAtEachSize, inEachLanguage, openPage } from './support/browser';
import { openPlatform, usePool } from './support/platform';
import { useOwnSeasons } from './support/seasons';

const { browser, db, pageSignedInAs } = await openPlatform();
const pool = usePool();
// Digits only: names are shown in the interface's script (Latin letters become Cyrillic in Serbian).
const tag = String(randomBytes(3).readUIntBE(0, 3));

const insertSeason = useOwnSeasons(pool, ['certificates', 'competitions', 'team_rosters']);

/** A user with an accepted application under this name. */
async function competitor(firstName: string, lastName: string) {
  const user = await db.createUser();
  await db.makeCompetitor(user, { first_name: firstName, last_name: lastName });
  return user;
}

/** A qualification of the season whose published results score these users. */
async function scoredQualification(seasonId: number, name: string, users: { id: number; username: string }[]) {
  const slug = `e2e-cert-${randomBytes(4).toString('hex')}`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO competitions (name, slug, visibility, stage, season_id, results_published_at)
     VALUES ($1, $2, 'public', 'quals', $3, now()) RETURNING id`,
    [name, slug, seasonId],
  );
  for (const [index, user] of users.entries()) {
    await pool.query(
      `INSERT INTO competition_results (competition_id, place, username, user_id, score) VALUES ($1, $2, $3, $4, $5)`,
      [rows[0]!.id, index + 1, user.username, user.id, 1000 - index * 100],
    );
  }
  return slug;
}

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A code in the written form, as the server makes them (the check page reads it from the address). */
const newCode = () =>
  Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(32)]).join('')).join('-');

/** A certificate stored as a bulk run leaves it; revoked (with a reason) when told. */
async function storedCertificate(
  user: { id: number },
  seasonId: number,
  values: { holder: string; season: string; competition: string; revoked?: boolean },
) {
  const code = newCode();
  await pool.query(
    `INSERT INTO certificates (code, user_id, kind, season_id, holder_name, season_name, competition_name, search_key,
                               issued_at, revoked_at, revoked_reason)
     VALUES ($1, $2, 'participation', $3, $4, $5, $6, lower($4), now() - interval '3 days', $7, $8)`,
    [
      code,
      user.id,
      seasonId,
      values.holder,
      values.season,
      values.competition,
      values.revoked ? new Date() : null,
      values.revoked ? 'Issued to the wrong person' : null,
    ],
  );
  return code;
}

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('certificates after a qualification', () => {
  it('an organizer issues them and watches the run finish; the player downloads a PDF; a revoked one says so', async () => {
    const seasonId = await insertSeason(`2097-${tag}`);
    const ana = await competitor('Ana', `Certić${tag}`);
    const boris = await competitor('Boris', `Certić${tag}`);
    const slug = await scoredQualification(seasonId, `Kvalifikacije ${tag}`, [ana, boris]);

    // The organizer, in English on a desktop: the Certificates tab with participation preselected.
    const { page: organizer } = await pageSignedInAs(['organizer'], { language: 'en' });
    await organizer.goto(`/organizer/competitions/${slug}/certificates`);
    const issue = organizer.getByTestId('issue-certificates');
    await issue.getByRole('heading', { name: 'Issue certificates' }).waitFor();
    expect(await issue.getByLabel('Participation in the qualifications').isChecked()).toBe(true);
    expect(await issue.getByLabel('Finalist').isDisabled()).toBe(true);
    await organizer.getByTestId('certificates-empty').waitFor();
    await issue.getByRole('button', { name: 'Issue certificates' }).click();
    await organizer.getByText('Queued for issuing: 2').waitFor();
    // The job runs on the server; the page polls its progress until it says it finished.
    const progress = organizer.getByTestId('certificates-progress');
    await organizer
      .locator('[data-testid="certificates-progress"][data-state="finished"]')
      .waitFor({ timeout: 20_000 });
    await progress.getByText(/issued 2 of 2\./).waitFor();
    const table = organizer.getByTestId('certificates-table');
    await table.getByText(`Ana Certić${tag}`).waitFor();
    await table.getByText(`Boris Certić${tag}`).waitFor();
    await expectAccessible(organizer);
    await expectFitsAtEachSize(organizer, 'certificates tab (en)', 'certificates-organizer-en');

    // Issuing again gives nobody a second one.
    await issue.getByRole('button', { name: 'Issue certificates' }).click();
    const runsFinished = async () =>
      (
        await pool.query<{ count: string }>(
          `SELECT count(*) FROM certificate_runs r JOIN competitions c ON c.id = r.competition_id
            WHERE c.slug = $1 AND r.finished_at IS NOT NULL`,
          [slug],
        )
      ).rows[0]!.count;
    await expect.poll(runsFinished, { timeout: 20_000 }).toBe('2');
    const held = await pool.query(`SELECT 1 FROM certificates WHERE user_id = ANY($1)`, [[ana.id, boris.id]]);
    expect(held.rowCount).toBe(2);
    await organizer.getByTestId('total-count').getByText('Certificates: 2').waitFor();

    // Ana, in Serbian on a phone: her certificate on the account page, its PDF in both languages.
    const player = await openPage(browser, { language: 'sr', viewport: PHONE });
    await db.signIn(player.context(), ana);
    await player.goto('/app/account');
    const mine = player.getByTestId('own-certificate');
    await mine.getByRole('heading', { name: 'Учешће у квалификацијама' }).waitFor();
    await mine.getByText(`Квалификације ${tag}`, { exact: false }).waitFor();
    const code = (await mine.getAttribute('data-code'))!;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const [download] = await Promise.all([
      player.waitForEvent('download'),
      mine.getByTestId('certificate-pdf-sr').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const english = await player.request.get(`/api/certificates/${code}.pdf?lang=en`);
    expect(english.status()).toBe(200);
    expect(english.headers()['content-type']).toContain('application/pdf');
    await expectAccessible(player);
    await expectFitsAtEachSize(player, 'my certificates (sr)', 'certificates-account-sr');

    // Its check page, reached from the account page.
    await mine.getByRole('link', { name: 'Страница провере' }).click();
    await player.waitForURL(`**/certificates/${code}`);
    await player.locator('[data-testid="certificate-result"][data-status="valid"]').waitFor();

    // The organizer revokes Boris's with a reason; the list then says so.
    await organizer.getByRole('button', { name: `Revoke the certificate of Boris Certić${tag}` }).click();
    const dialog = organizer.getByTestId('revoke-dialog');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByText('Write why the certificate is revoked.').waitFor();
    await dialog.getByLabel('Reason').fill('Issued by mistake');
    await expectFitsAtEachSize(organizer, 'revoke dialog (en)', 'certificates-revoke-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await organizer.getByText('Certificate revoked').waitFor();
    const revokedRow = table.getByRole('row').filter({ hasText: `Boris Certić${tag}` });
    await revokedRow.locator('[data-status="revoked"]').waitFor();
    await revokedRow.getByText('Issued by mistake').waitFor();
  });
});

describe('team certificates', () => {
  it('an admin who organizes issues them from a confirmed roster; an admin who does not is told why there is no button', async () => {
    const seasonId = await insertSeason(`2095-${tag}`);
    const member = await competitor('Vera', `Timić${tag}`);
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO team_rosters (season_id, event_name, reference_date, status, confirmed_at)
       VALUES ($1, $2, '2025-10-01', 'confirmed', now()) RETURNING id`,
      [seasonId, `ECSC ${tag}`],
    );
    const rosterId = rows[0]!.id;
    await pool.query(`INSERT INTO team_roster_members (roster_id, user_id) VALUES ($1, $2)`, [rosterId, member.id]);

    const { page } = await pageSignedInAs(['admin', 'organizer'], { language: 'sr', viewport: PHONE });
    await page.goto(`/admin/team/${rosterId}`);
    const team = page.getByTestId('team-certificates');
    await team.getByRole('button', { name: 'Издај сертификате тиму' }).click();
    await page.locator('[data-testid="certificates-progress"][data-state="finished"]').waitFor({ timeout: 20_000 });
    await team.getByText(/издато 1 од 1\./).waitFor();
    const row = team
      .getByTestId('certificates-table')
      .getByRole('row')
      .filter({ hasText: `Vera Timić${tag}` });
    await row.getByText('Члан националног тима').filter({ visible: true }).waitFor();
    await expectAccessible(page);
    await expectFitsAtEachSize(page, 'team certificates (sr)', 'certificates-team-sr');

    const { page: adminOnly } = await pageSignedInAs(['admin'], { language: 'en' });
    await adminOnly.goto(`/admin/team/${rosterId}`);
    await adminOnly
      .getByTestId('team-certificates')
      .getByText('your account has no organizer role', { exact: false })
      .waitFor();
    expect(await adminOnly.getByRole('button', { name: 'Issue team certificates' }).count()).toBe(0);
  });
});

describe('the public check page', () => {
  it('says valid (who, what, when, by whom), revoked (and when) or unknown, on a phone in Serbian and a desktop in English', async () => {
    const seasonId = await insertSeason(`2096-${tag}`);
    const holder = await db.createUser();
    const other = await db.createUser();
    const facts = { holder: `Mila Provera${tag}`, season: `2096-${tag}`, competition: `Kvalifikacije ${tag}` };
    const valid = await storedCertificate(holder, seasonId, facts);
    const revoked = await storedCertificate(other, seasonId, {
      ...facts,
      holder: `Nikola Provera${tag}`,
      revoked: true,
    });
    const unknown = newCode();

    const texts = {
      sr: {
        valid: 'Овај сертификат је важећи',
        mark: 'Важећи',
        kind: 'Учешће у квалификацијама',
        competition: `Квалификације ${tag}`,
        revoked: 'Овај сертификат је опозван',
        unknown: 'Нема сертификата са овим кодом',
        check: 'Провери',
        label: 'Код сертификата',
        invalid: 'Код има 16 слова и цифара',
      },
      en: {
        valid: 'This certificate is valid',
        mark: 'Valid',
        kind: 'Participation in the qualifications',
        competition: `Kvalifikacije ${tag}`,
        revoked: 'This certificate was revoked',
        unknown: 'No certificate with this code',
        check: 'Check',
        label: 'Certificate code',
        invalid: 'A code has 16 letters and digits',
      },
    };

    await inEachLanguage(async (language, viewport) => {
      const t = texts[language];
      const page = await openPage(browser, { language, viewport });

      // Valid: who, what, when and by whom, and a clear mark. Typed in lower case without dashes,
      // the address moves to the written form.
      await page.goto(`/certificates/${valid.replace(/-/g, '').toLowerCase()}`);
      await page.waitForURL(`**/certificates/${valid}`);
      const result = page.getByTestId('certificate-result');
      await result.getByRole('heading', { name: t.valid }).waitFor();
      expect(await result.getAttribute('data-status')).toBe('valid');
      expect(await page.getByTestId('certificate-mark').textContent()).toBe(t.mark);
      const details = page.getByTestId('certificate-details');
      await details.getByText(facts.holder).waitFor();
      await details.getByText(t.kind).waitFor();
      await details.getByText(t.competition).waitFor();
      await details.getByText(valid).waitFor();
      // Nothing else about the person: no username, no e-mail address.
      const shown = await page.locator('main').innerText();
      expect(shown).not.toContain(holder.username);
      expect(shown).not.toContain('@');
      await expectAccessible(page);
      await expectFitsAtEachSize(page, `valid certificate (${language})`, `certificates-valid-${language}`);

      // Revoked: clearly so, and when; the holder's name is no longer shown.
      await page.goto(`/certificates/${revoked}`);
      await result.getByRole('heading', { name: t.revoked }).waitFor();
      expect(await result.getAttribute('data-status')).toBe('revoked');
      expect(await page.locator('main').innerText()).not.toContain(`Nikola Provera${tag}`);
      await expectAccessible(page);
      await expectFitsAtEachSize(page, `revoked certificate (${language})`, `certificates-revoked-${language}`);

      // Unknown, then a code typed into the form (spaces, lower case) leads to its page.
      await page.goto(`/certificates/${unknown}`);
      await result.getByRole('heading', { name: t.unknown }).waitFor();
      expect(await result.getAttribute('data-status')).toBe('unknown');
      await expectAccessible(page);
      await expectFitsAtEachSize(page, `unknown certificate (${language})`, `certificates-unknown-${language}`);

      const codeField = page.getByLabel(t.label);
      await codeField.fill('not a code');
      await page.getByRole('button', { name: t.check }).click();
      await page.getByText(t.invalid).waitFor();
      await codeField.fill(valid.toLowerCase().replace(/-/g, ' '));
      await page.getByRole('button', { name: t.check }).click();
      await page.waitForURL(`**/certificates/${valid}`);
      await result.getByRole('heading', { name: t.valid }).waitFor();
      await page.context().close();
    });
  });
});
