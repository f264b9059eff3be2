import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { toDateTimeInput } from '../client/src/features/organizer/belgrade-time';
import { dataTableEn } from '../client/src/locales/data-table/en';
import { dataTableSr } from '../client/src/locales/data-table/sr';
import { organizerEn } from '../client/src/locales/organizer/en';
import { organizerSr } from '../client/src/locales/organizer/sr';
import { type Role } from './support/accounts';
import { DESKTOP, PHONE, expectNoHorizontalScroll, openPage } from './support/browser';
import { lastMailId, waitForMail } from './support/mailbox';
import { openPlatform, usePool } from './support/platform';

// Issue 12 "Done when": an organizer runs a competition from registrations to the finals.
const { browser, db, pageSignedInAs } = await openPlatform();
const pool = usePool();
const createdSlugs = new Set<string>();
afterAll(async () => {
  await pool.query(`DELETE FROM competitions WHERE slug = ANY($1)`, [[...createdSlugs]]);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const belgradeInput = (msFromNow: number) => toDateTimeInput(new Date(Date.now() + msFromNow).toISOString());
/** Screenshots for people to look at (not assertions): ORGANIZER_SHOTS=1 saves them in /tmp. */
const SHOTS = process.env.ORGANIZER_SHOTS === '1';
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  await page.screenshot({ path: `/tmp/organizer-${name}.png`, fullPage });
}

const signedInPage = (roles: Role[], language: 'sr' | 'en' = 'en', viewport = DESKTOP) =>
  pageSignedInAs(roles, { language, timezoneId: 'Europe/Belgrade', viewport });

async function insertCompetition(values: { stage: string; registration_open?: boolean }) {
  const slug = `e2e-ops-${randomBytes(3).toString('hex')}`;
  createdSlugs.add(slug);
  const open = values.registration_open ?? false;
  const { rows } = await pool.query<{ id: number; slug: string; name: string }>(
    `INSERT INTO competitions (name, slug, visibility, stage, registration_starts_at, registration_ends_at)
     VALUES ($1, $2, 'public', $3, $4, $5) RETURNING id, slug, name`,
    [
      `E2E operacije ${slug}`,
      slug,
      values.stage,
      open ? new Date(Date.now() - HOUR) : null,
      open ? new Date(Date.now() + DAY) : null,
    ],
  );
  return rows[0]!;
}

interface Registrant {
  id: number;
  username: string;
  email: string;
  language: string;
  n: number;
}

/**
 * `count` verified competitors (every other one in English) registered for the competition, each a
 * minute apart: the first `pending` pending, the next `accepted` accepted, the rest rejected. The
 * 7th is "Mila Đorđević" of Niš, shirt M; the others "Ime{n} Prezime".
 */
async function insertRegistrations(competitionId: number, count: number, pending: number, accepted: number) {
  const prefix = `op${randomBytes(3).toString('hex')}`;
  const { rows } = await pool.query<Registrant>(
    `INSERT INTO users (username, email, password_hash, email_verified_at, language)
     SELECT $1 || '_' || g, $1 || '_' || g || '@example.org', 'x', now(), CASE WHEN g % 2 = 0 THEN 'en' ELSE 'sr' END
     FROM generate_series(1, $2::int) g
     RETURNING id, username, email, language, split_part(username, '_', 2)::int AS n`,
    [prefix, count],
  );
  await pool.query(
    `INSERT INTO competitor_applications (user_id, status, first_name, last_name, gender, date_of_birth,
       permanent_residence, shirt_size, institution_name, ctf_team, is_current)
     SELECT u.id, 'accepted', CASE WHEN n = 7 THEN 'Mila' ELSE 'Ime' || n END,
       CASE WHEN n = 7 THEN 'Đorđević' ELSE 'Prezime' END, 'female', '2007-09-01',
       CASE WHEN n = 7 THEN 'Niš' ELSE 'Kragujevac' END, CASE WHEN n = 7 THEN 'M' ELSE 'S' END,
       'Gimnazija', true, true
     FROM (SELECT id, split_part(username, '_', 2)::int AS n FROM users WHERE username LIKE $1 || '\\_%') u`,
    [prefix],
  );
  await pool.query(
    `INSERT INTO competition_registrations (competition_id, user_id, status, first_name, last_name, gender,
       date_of_birth, institution_name, created_at)
     SELECT $1, c.user_id, CASE WHEN n <= $3 THEN 'pending' WHEN n <= $3 + $4 THEN 'accepted' ELSE 'rejected' END,
       c.first_name, c.last_name, c.gender, c.date_of_birth, c.institution_name,
       now() - (($2::int - n) || ' minutes')::interval
     FROM (SELECT a.*, split_part(u.username, '_', 2)::int AS n FROM competitor_applications a
           JOIN users u ON u.id = a.user_id WHERE u.username LIKE $5 || '\\_%') c`,
    [competitionId, count, pending, accepted, prefix],
  );
  return rows.sort((a, b) => a.n - b.n);
}

describe('an organizer runs a competition (issue 12)', () => {
  it('filters 90 registrations, accepts 10 at once, exports the CSV, invites the accepted, extends, announces', async () => {
    const competition = await insertCompetition({ stage: 'quals' });
    const { slug } = competition;
    const registrants = await insertRegistrations(competition.id, 90, 60, 20);
    const { page: organizer } = await signedInPage(['organizer']);

    // The list keeps its page in the address: open it on page 2 of pending, come back to the same.
    await organizer.goto(`/organizer/competitions/${slug}/registrations`);
    const filter = organizer.getByTestId('status-filter');
    await filter.getByRole('button', { name: 'Pending (60)' }).waitFor();
    await filter.getByRole('button', { name: 'Accepted (20)' }).waitFor();
    await filter.getByRole('button', { name: 'Rejected (10)' }).waitFor();
    await filter.getByRole('button', { name: 'All (90)' }).waitFor();
    await filter.getByRole('button', { name: 'Pending (60)' }).click();
    await organizer.waitForURL(/status=pending/);
    await organizer.getByTestId('total-count').getByText('Shown: 60').waitFor();
    const table = organizer.getByTestId('registrations-table');
    expect(await table.locator('tbody tr').count()).toBe(10);
    await shot(organizer, 'registrations-en-1280');

    // Select the ten pending on this page, accept them in one action.
    const mailBefore = await lastMailId();
    // Chakra draws the box over its (visually hidden) input: the click lands on the box, as a person's does.
    await table.getByRole('checkbox', { name: 'Select all pending on this page' }).check({ force: true });
    const bar = organizer.getByTestId('bulk-bar');
    await bar.getByText('Selected: 10').waitFor();
    await bar.getByRole('button', { name: 'Accept selected' }).click();
    const confirm = organizer.getByRole('alertdialog');
    await confirm.getByText('Accept 10 registrations?').waitFor();
    await shot(organizer, 'registrations-confirm-en-1280');
    await confirm.getByRole('button', { name: 'Accept all' }).click();
    const report = organizer.getByTestId('bulk-report');
    await report.getByText('Decided: 10').waitFor();
    await report.getByRole('button', { name: 'Close' }).first().click();
    await filter.getByRole('button', { name: 'Pending (50)' }).waitFor();
    await filter.getByRole('button', { name: 'Accepted (30)' }).waitFor();
    // The next page of the pending ones comes from the server, its number in the address.
    await organizer.getByTestId('pagination').getByRole('button', { name: 'Next' }).click();
    await organizer.waitForURL(/[?&]page=2/);
    await organizer.getByTestId('page-of').getByText('Page 2 of 5').waitFor();
    await table.getByText('Ime21 Prezime', { exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    const { rows: decided } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM competition_registrations WHERE competition_id = $1 AND status = 'accepted'
         AND user_id = ANY($2)`,
      [competition.id, registrants.slice(0, 10).map((r) => r.id)],
    );
    expect(decided[0]!.n).toBe(10);
    // One email each, in the registrant's language.
    for (const registrant of registrants.slice(0, 10)) {
      const mail = await waitForMail(registrant.email, mailBefore);
      expect(mail.subject).toBe(
        registrant.language === 'en'
          ? `Your registration for “${competition.name}” was accepted`
          : `Пријава за „${competition.name}” је прихваћена`,
      );
    }

    // Search in Cyrillic finds the Latin name; the CSV of what is shown, checked byte for byte.
    await filter.getByRole('button', { name: 'All (90)' }).click();
    await organizer.getByRole('searchbox').fill('Ђорђевић');
    await organizer.getByTestId('total-count').getByText('Shown: 1').waitFor();
    await table.getByText('Mila Đorđević').waitFor();
    await organizer.getByLabel('Separator').selectOption('semicolon');
    const [download] = await Promise.all([
      organizer.waitForEvent('download'),
      organizer.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`registrations-${slug}.csv`);
    const bytes = await readFile((await download.path())!);
    const mila = registrants[6]!;
    const { rows: milaRow } = await pool.query<{ created_at: Date; decided_at: Date }>(
      `SELECT created_at, decided_at FROM competition_registrations WHERE user_id = $1`,
      [mila.id],
    );
    const belgrade = (date: Date) => {
      const [day, time] = date.toLocaleString('sv-SE', { timeZone: 'Europe/Belgrade' }).split(' ');
      return `${day!.split('-').reverse().join('.')} ${time!.slice(0, 5)}`;
    };
    const expected =
      '\uFEFF"username";"email";"full name";"institution";"city";"gender";"birth date";"shirt size";"status";' +
      '"registered at (Belgrade time)";"decided at (Belgrade time)"\r\n' +
      `"${mila.username}";"${mila.email}";"Mila Đorđević";"Gimnazija";"Niš";"female";"01.09.2007";"M";"accepted";` +
      `"${belgrade(milaRow[0]!.created_at)}";"${belgrade(milaRow[0]!.decided_at)}"\r\n`;
    expect(bytes.toString('utf8')).toBe(expected);
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);

    // Moving to the finals asks first, saying the registrations will be hidden.
    await organizer.getByRole('tab', { name: 'Basic info' }).click();
    await organizer.getByLabel('Stage').selectOption('finals');
    await organizer.getByRole('button', { name: 'Save' }).click();
    const stageDialog = organizer.getByRole('alertdialog');
    await stageDialog.getByText('This competition has 90 registrations.', { exact: false }).waitFor();
    await shot(organizer, 'stage-confirm-en-1280');
    await stageDialog.getByRole('button', { name: 'Change and save' }).click();
    await organizer.getByRole('tab', { name: 'Finalists' }).click();

    // Invite all accepted registrants in one step.
    await organizer.getByRole('button', { name: 'Invite all accepted registrants' }).click();
    const inviteAll = organizer.getByTestId('invite-accepted-dialog');
    await inviteAll.getByLabel('Answer by').fill(belgradeInput(3 * DAY));
    await inviteAll.getByRole('button', { name: 'Invite', exact: true }).click();
    await inviteAll.getByTestId('invite-accepted-result').getByText('Invited: 30;', { exact: false }).waitFor();
    await inviteAll.getByRole('button', { name: 'Close' }).first().click();
    const numbers = organizer.getByTestId('finals-numbers');
    await numbers.locator('[data-number="Invited"]').getByText('30').waitFor();
    const finalists = organizer.getByTestId('finalists-table');
    await finalists.getByText('Mila Đorđević').waitFor();
    await finalists.getByText('Niš').waitFor();
    await shot(organizer, 'finalists-en-1280');

    // One invitation expires unanswered (as time passing would); the organizer extends it.
    const late = registrants[2]!;
    await pool.query(
      `UPDATE finals_invitations SET invitation_expires_at = now() - interval '1 hour'
       WHERE competition_id = $1 AND user_id = $2`,
      [competition.id, late.id],
    );
    const finalist = await openPage(browser, { language: 'en', timezoneId: 'Europe/Belgrade' });
    await db.signIn(finalist.context(), late);
    await finalist.goto(`/app/competitions/${slug}/finals-attendance`);
    await finalist.getByText('Invitation Expired', { exact: true }).waitFor();
    await organizer.reload();
    const lateRow = finalists.locator('tbody tr').filter({ hasText: late.username });
    await lateRow.getByText('Expired').waitFor();
    const extendMailAfter = await lastMailId();
    await lateRow.getByRole('button', { name: 'Extend' }).click();
    const extend = organizer.getByTestId('extend-dialog');
    await extend.getByLabel('Answer by').fill(belgradeInput(2 * DAY));
    await extend.getByRole('button', { name: 'Extend' }).click();
    await organizer.getByText('Invitations extended: 1.').waitFor();
    await lateRow.getByText('Awaiting answer').waitFor();
    const extendedMail = await waitForMail(late.email, extendMailAfter);
    expect(extendedMail.subject).toContain(competition.name);
    // The finalist can answer again.
    await finalist.reload();
    await finalist.getByRole('radio', { name: 'No, I will not attend' }).check();
    await finalist.getByRole('button', { name: 'Send answer' }).click();
    await finalist.getByTestId('attendance-answered').getByTestId('attendance-saved').waitFor();

    // An announcement to the finalists who have not answered yet, each in their language.
    await organizer.getByRole('tab', { name: 'Announcements' }).click();
    const form = organizer.getByTestId('announcement-form');
    await form.getByLabel('Recipients').selectOption('finalists');
    await form.getByText('Not answered', { exact: true }).click();
    expect(await form.getByRole('checkbox', { name: 'Not answered' }).isChecked()).toBe(true);
    await form.getByTestId('announcement-count').getByText('Recipients: 29 (Serbian: 14, English: 15)').waitFor();
    await form.getByLabel('Subject (Serbian)').fill('Финале у суботу');
    await form.getByLabel('Text (Serbian)').fill('Окупљање је у 9 часова.');
    await form.getByLabel('Subject (English)').fill('Finals on Saturday');
    await form.getByLabel('Text (English)').fill('We meet at 9.');
    const announceAfter = await lastMailId();
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = organizer.getByTestId('announcement-preview');
    await preview.getByText('We meet at 9.').waitFor();
    await shot(organizer, 'announcement-preview-en-1280');
    await preview.getByRole('button', { name: 'Send to 29' }).click();
    await organizer.getByText('Announcement queued for 29 recipients.').waitFor();
    // Registrants 1 (Serbian) and 2 (English) were accepted in the bulk action, then invited.
    const [invitedSr, invitedEn] = [registrants[0]!, registrants[1]!];
    expect([invitedSr.language, invitedEn.language]).toEqual(['sr', 'en']);
    expect((await waitForMail(invitedEn.email, announceAfter)).subject).toBe('Finals on Saturday');
    const srMail = await waitForMail(invitedSr.email, announceAfter);
    expect(srMail.subject).toBe('Финале у суботу');
    expect(srMail.text).toContain('Окупљање је у 9 часова.');
    await organizer
      .getByTestId('announcement-history')
      .getByTestId('announcement-progress')
      .getByText('Sent 29 of 29')
      .waitFor({ timeout: 30_000 });
    await shot(organizer, 'announcements-en-1280');

    // The competition list keeps its state in the address.
    await organizer.goto('/organizer/competitions?page=1&per_page=25&search=e2e-ops');
    await organizer.getByRole('link', { name: competition.name }).click();
    await organizer.waitForURL(`**/organizer/competitions/${slug}`);
    await organizer.getByRole('tab', { name: 'Announcements' }).click();
    // The back link above the heading returns to the list as it was left, through the tabs.
    await organizer.getByRole('main').getByRole('link', { name: 'Competitions' }).first().click();
    await organizer.waitForURL(/per_page=25/);
    expect(await organizer.getByRole('searchbox').inputValue()).toBe('e2e-ops');
    await finalist.context().close();
    await organizer.context().close();
  });

  it('a competitor double-taps Register and sees one registration; the card says why Access is refused', async () => {
    const competition = await insertCompetition({ stage: 'quals', registration_open: true });
    const { page, user } = await signedInPage([]);
    await db.makeCompetitor(user, { institution_name: 'Gimnazija' });
    await page.goto('/app/competitions');
    const card = page.locator(`[data-testid="competition-card"][data-slug="${competition.slug}"]`);
    // Before registering, Register is the main action and Access says why it is refused, opening no tab.
    const register = card.getByRole('link', { name: 'Register' });
    await register.waitFor();
    let opened = 0;
    page.context().on('page', () => (opened += 1));
    await card.getByRole('button', { name: 'Access' }).click();
    await page.getByText('Register for this competition first', { exact: false }).waitFor();
    expect(opened).toBe(0);
    await register.click();
    await page.getByRole('button', { name: 'Confirm registration' }).dblclick();
    await page.getByTestId('own-registration').getByText('Pending').waitFor();
    expect(await page.getByText('already registered', { exact: false }).count()).toBe(0);
    const { rows } = await pool.query(
      `SELECT id FROM competition_registrations WHERE competition_id = $1 AND user_id = $2`,
      [competition.id, user.id],
    );
    expect(rows).toHaveLength(1);
    await page.goto('/app/competitions');
    await card.getByTestId('card-registration-status').getByText('Pending').waitFor();
    await card.getByRole('button', { name: 'Access' }).click();
    await page.getByText('Your registration is waiting for an organizer’s decision', { exact: false }).waitFor();
    expect(opened).toBe(0);
    await page.context().close();
  });

  it('lists the competitions as cards on a phone, their names in Cyrillic in Serbian', async () => {
    const competition = await insertCompetition({ stage: 'quals' });
    await pool.query(`UPDATE competitions SET name = 'Kvalifikacije za finale ' || id WHERE id = $1`, [competition.id]);
    const { page } = await signedInPage(['organizer'], 'sr', PHONE);
    await page.goto(`/organizer/competitions?search=${competition.slug}`);
    const table = page.getByTestId('competitions-table');
    const row = table.locator(`tr[data-row-id="${competition.slug}"]`);
    await row.waitFor();
    // A card: the name, with every other column listed under it; nothing past the table's right edge.
    expect(await row.locator('td:visible').count()).toBe(1);
    expect(await row.getByRole('link').innerText()).toBe(`Квалификације за финале ${competition.id}`);
    const columns = organizerSr.organizerArea.list.columns;
    expect(await row.locator('[data-part="phone-details"] dt').allInnerTexts()).toEqual(
      [
        columns.slug,
        organizerSr.organizerArea.list.season,
        columns.visibility,
        columns.stage,
        columns.startsAt,
        columns.endsAt,
      ].map((name) => `${name}:`),
    );
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    // Searched in the script it is shown in, the Latin name stored is found.
    const typed = `финале ${competition.id}`;
    await page.getByRole('searchbox').fill(typed);
    await page.waitForURL((url) => url.searchParams.get('search') === typed);
    expect(await row.isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the new screens and their dialogs without sideways scrolling in both languages on a phone and a desktop', async () => {
    const competition = await insertCompetition({ stage: 'quals' });
    await insertRegistrations(competition.id, 12, 8, 2);
    // A final with twelve invitations (every answer, one expired, one with long names) and stored results.
    const finals = await insertCompetition({ stage: 'finals' });
    const invitees = await insertRegistrations(finals.id, 12, 0, 12);
    await pool.query(
      `INSERT INTO finals_invitations (competition_id, user_id, status, hotel_day1, hotel_day2, travel_compensation,
         excuse_note, invitation_expires_at, responded_at)
       SELECT $1, u.id, CASE n % 3 WHEN 0 THEN 'accepted' WHEN 1 THEN 'pending' ELSE 'declined' END,
         n % 3 = 0, n % 6 = 0, n % 3 = 0, n % 3 = 0,
         CASE WHEN n = 4 THEN now() - interval '1 hour' ELSE now() + interval '3 days' END,
         CASE WHEN n % 3 = 1 THEN NULL ELSE now() END
       FROM unnest($2::int[], $3::int[]) AS u(id, n)`,
      [finals.id, invitees.map((r) => r.id), invitees.map((r) => r.n)],
    );
    const long = invitees[4]!;
    await pool.query(
      `UPDATE competitor_applications SET first_name = 'Aleksandra Katarina', last_name = 'Stanojević-Radovanović',
         institution_name = 'Elektrotehnička škola „Nikola Tesla” Beograd, odeljenje za informatiku',
         permanent_residence = 'Sremska Mitrovica', shirt_size = 'XXL'
       WHERE user_id = $1`,
      [long.id],
    );
    await pool.query(
      `INSERT INTO competition_results (competition_id, place, username, score)
       SELECT $1, n, ($2::text[])[n], 1000 - n FROM generate_series(1, 3) n`,
      [finals.id, invitees.map((r) => r.username)],
    );
    await pool.query(`UPDATE competitions SET results_published_at = now() WHERE id = $1`, [finals.id]);
    const byId = new Map(invitees.map((r) => [String(r.id), r.n]));

    /** A table fits its box: no part of it (the Status column, the actions) hidden past its right edge. */
    const expectTableFits = async (table: ReturnType<Page['getByTestId']>, label: string) => {
      const overflow = await table.evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(overflow, label).toBeLessThanOrEqual(0);
    };

    for (const language of ['sr', 'en'] as const) {
      const L = (language === 'en' ? organizerEn : organizerSr).organizerArea;
      for (const [size, viewport] of [
        ['390', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        const { page } = await signedInPage(['organizer'], language, viewport);
        const at = `${language}-${size}`;
        for (const tab of ['registrations', 'announcements'] as const) {
          await page.goto(`/organizer/competitions/${competition.slug}/${tab}`);
          await page.getByTestId(tab === 'registrations' ? 'registrations-table' : 'announcement-form').waitFor();
          await shot(page, `${tab}-${at}`);
          await expectNoHorizontalScroll(page, `${tab} ${at}`);
          if (tab === 'registrations')
            await expectTableFits(page.getByTestId('registrations-table'), `registrations ${at}`);
        }
        // The announcement preview.
        const form = page.getByTestId('announcement-form');
        await form.getByLabel(L.ops.announcements.subjectSr).fill('Финале у суботу');
        await form.getByLabel(L.ops.announcements.bodySr).fill('Окупљање је у 9 часова.\n\nПонесите личну карту.');
        await form.getByRole('button', { name: L.ops.announcements.preview }).click();
        await page.getByTestId('announcement-preview').waitFor();
        await shot(page, `announcement-preview-${at}`, false);
        await page.keyboard.press('Escape');

        // The finalists: the whole table fits, usernames in number order (…_2 before …_10).
        await page.goto(`/organizer/competitions/${finals.slug}/finalists`);
        const table = page.getByTestId('finalists-table');
        await table.getByText('Stanojević-Radovanović', { exact: false }).first().waitFor();
        await shot(page, `finalists-${at}`);
        await expectNoHorizontalScroll(page, `finalists ${at}`);
        await expectTableFits(table, `finalists ${at}`);
        const order = async () =>
          (
            await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))
          ).map((id) => byId.get(id ?? ''));
        // Ten to a page, paged on the server: the next page holds the last two, still in number order.
        expect(await order()).toEqual(invitees.slice(0, 10).map((r) => r.n));
        const pageOf = (n: number) =>
          (language === 'en' ? dataTableEn : dataTableSr).dataTable.pageOf
            .replace('{{page}}', String(n))
            .replace('{{pageCount}}', '2');
        const pagination = page.getByTestId('pagination');
        await pagination.getByText(pageOf(1)).waitFor();
        await pagination
          .getByRole('button', { name: (language === 'en' ? dataTableEn : dataTableSr).dataTable.next })
          .click();
        await page.waitForURL(/[?&]page=2/);
        await table.locator(`tbody tr[data-row-id="${invitees[11]!.id}"]`).waitFor();
        await pagination.getByText(pageOf(2)).waitFor();
        expect(await order()).toEqual([11, 12]);
        // The search (either script, no diacritics) finds the long name of page 1 and starts again at page 1.
        await page.getByRole('searchbox').fill('Станојевић');
        await page.getByTestId('total-count').getByText(L.ops.finalists.total.replace('{{count}}', '1')).waitFor();
        await table.locator(`tbody tr[data-row-id="${long.id}"]`).waitFor();
        expect(await order()).toEqual([long.n]);
        expect(new URL(page.url()).searchParams.get('page')).toBe('1');
        for (const [button, testId, name] of [
          [L.finalists.invite, 'invite-dialog', 'invite'],
          [L.ops.finalists.inviteAccepted, 'invite-accepted-dialog', 'invite-accepted'],
          [L.ops.finalists.extendAll, 'extend-dialog', 'extend-all'],
        ] as const) {
          await page.getByRole('button', { name: button, exact: true }).click();
          await page.getByTestId(testId).waitFor();
          // Extending all says how many unanswered invitations it extends (four, one of them expired).
          if (name === 'extend-all') await page.getByTestId(testId).getByText('(4,', { exact: false }).waitFor();
          await expectNoHorizontalScroll(page, `${name} ${at}`);
          await shot(page, `finalists-${name}-${at}`, false);
          await page.keyboard.press('Escape');
          await page.getByTestId(testId).waitFor({ state: 'hidden' });
        }
        const longRow = table.locator('tbody tr').filter({ hasText: long.username });
        await longRow.getByRole('button', { name: L.finalists.remove }).click();
        await page.getByRole('alertdialog').waitFor();
        await shot(page, `finalists-remove-${at}`, false);
        await page.keyboard.press('Escape');

        // Results: a preview over the stored ones (an unknown username warned), then the replace confirmation.
        await page.goto(`/organizer/competitions/${finals.slug}/results`);
        await page
          .getByTestId('results-csv')
          .fill(`place;username;score\n1;${invitees[1]!.username};900\n2;nobody_${at};800\n3;${long.username};700`);
        await page.getByRole('button', { name: L.results.preview, exact: true }).click();
        await page.getByTestId('results-unknown').waitFor();
        await expectNoHorizontalScroll(page, `results ${at}`);
        await shot(page, `results-preview-${at}`);
        await page.getByRole('button', { name: L.results.publish, exact: true }).click();
        await page.getByRole('alertdialog').waitFor();
        await shot(page, `results-replace-${at}`, false);
        await page.keyboard.press('Escape');
        await page.context().close();
      }
    }
  });
});
