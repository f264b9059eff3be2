import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fromDateTimeInput, textFromDateTime, toDateTimeInput } from '../client/src/features/organizer/belgrade-time';
import { hashToken } from '../server/src/services/auth/crypto';
import { type Role, type TestUser, uniqueName } from './support/accounts';
import { PHONE, type PageOptions, openPage, inEachLanguage, expectFitsAtEachSize } from './support/browser';
import { startFakeCtfd } from './support/fake-ctfd';
import { lastMailId, waitForMail } from './support/mailbox';
import { openPlatform, usePool } from './support/platform';
import { byJson } from '../shared/src/sort';

const { browser, db, pageSignedInAs } = await openPlatform();
const pool = usePool();
const baseUrl = inject('baseUrl');

const ctfdClient = { clientId: `e2e-${randomBytes(6).toString('hex')}`, clientSecret: randomBytes(24).toString('hex') };
const ctfd = await startFakeCtfd({ platformUrl: baseUrl, ...ctfdClient });

// Competitions this file made; removed afterwards so other files see the database as they left it.
const createdSlugs = new Set<string>();
afterAll(async () => {
  await pool.query(`DELETE FROM ctfd_clients WHERE client_id = $1`, [ctfdClient.clientId]);
  await pool.query(`DELETE FROM competitions WHERE slug = ANY($1)`, [[...createdSlugs]]);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const suffix = () => randomBytes(3).toString('hex');
/** A datetime-local value in Belgrade time, as an organizer types it (the fields are Belgrade time). */
const belgradeInput = (msFromNow: number) => toDateTimeInput(new Date(Date.now() + msFromNow).toISOString());

const signedInPage = (roles: Role[], options: PageOptions = {}) =>
  pageSignedInAs(roles, { language: 'en', timezoneId: 'Europe/Belgrade', ...options });

async function competitorPage(options: PageOptions & { discord?: boolean } = {}) {
  const { discord, ...pageOptions } = options;
  const signedIn = await signedInPage([], pageOptions);
  await db.makeCompetitor(signedIn.user, { discord });
  return signedIn;
}

interface CompetitionRow {
  id: number;
  slug: string;
  name: string;
}

async function insertCompetition(
  values: Partial<{
    name: string;
    slug: string;
    visibility: string;
    stage: string;
    starts_at: Date | null;
    ends_at: Date | null;
    registration_starts_at: Date | null;
    registration_ends_at: Date | null;
    ctfd_url: string | null;
  }> = {},
): Promise<CompetitionRow> {
  const slug = values.slug ?? `e2e-${suffix()}`;
  createdSlugs.add(slug);
  const row = {
    name: `E2E takmičenje ${slug}`,
    visibility: 'public',
    stage: 'warmup',
    starts_at: null,
    ends_at: null,
    registration_starts_at: null,
    registration_ends_at: null,
    ctfd_url: null,
    ...values,
    slug,
  };
  const { rows } = await pool.query<CompetitionRow>(
    `INSERT INTO competitions (name, slug, visibility, stage, starts_at, ends_at, registration_starts_at,
       registration_ends_at, ctfd_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, slug, name`,
    [
      row.name,
      row.slug,
      row.visibility,
      row.stage,
      row.starts_at,
      row.ends_at,
      row.registration_starts_at,
      row.registration_ends_at,
      row.ctfd_url,
    ],
  );
  return rows[0]!;
}

async function insertRegistration(competitionId: number, user: TestUser, status = 'pending') {
  await pool.query(
    `INSERT INTO competition_registrations
       (competition_id, user_id, status, first_name, last_name, gender, date_of_birth, institution_name)
     VALUES ($1, $2, $3, 'Jovana', 'Marković', 'female', '2007-09-01', 'Prva kragujevačka gimnazija')`,
    [competitionId, user.id, status],
  );
}

async function insertInvitation(
  competitionId: number,
  user: TestUser,
  expiresAt: Date,
  answer: { status: string; hotel_day1?: boolean; travel_compensation?: boolean } = { status: 'pending' },
) {
  await pool.query(
    `INSERT INTO finals_invitations
       (competition_id, user_id, invitation_expires_at, status, hotel_day1, travel_compensation, responded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      competitionId,
      user.id,
      expiresAt,
      answer.status,
      answer.hotel_day1 ?? false,
      answer.travel_compensation ?? false,
      answer.status === 'pending' ? null : new Date(),
    ],
  );
}

/** The card of one competition on /app/competitions. */
const card = (page: Page, slug: string) => page.locator(`[data-testid="competition-card"][data-slug="${slug}"]`);
/** The table row of a user or competition (rows carry their id). */
const row = (table: Locator, id: string | number) => table.locator(`tr[data-row-id="${id}"]`);
/** Opens the finalists page's invite dialog, in either language; the dialog. */
async function openInviteDialog(page: Page) {
  await page
    .locator('button')
    .filter({ hasText: /Invite finalists|Позови финалисте/ })
    .click();
  return page.getByTestId('invite-dialog');
}

describe('a competition from creation to results', () => {
  it('is created, opened for registration, entered through CTFd, taken to the finals and answered', async () => {
    const { page: organizer } = await signedInPage(['organizer']);
    const { page: competitor, user: player } = await competitorPage();
    const slug = `e2e-quals-${suffix()}`;
    const name = `E2E Kvalifikacije ${slug}`;
    createdSlugs.add(slug);

    // The organizer creates it: a private warm-up unless told otherwise; here public.
    await organizer.goto('/organizer/competitions');
    await organizer.getByRole('link', { name: 'New competition' }).click();
    await organizer.waitForURL('**/organizer/competitions/new');
    await organizer.getByLabel('Name', { exact: true }).fill(name);
    await organizer.getByLabel('Slug').fill(slug);
    await organizer.getByLabel('Visibility').selectOption('public');
    expect(await organizer.getByLabel('Stage').inputValue()).toBe('warmup');
    await organizer.getByRole('button', { name: 'Create competition' }).click();
    await organizer.waitForURL(`**/organizer/competitions/${slug}`);
    await organizer.getByText('Competition created.').waitFor();
    // The create form stays on screen until the edit page's code has loaded (a transition).
    await organizer.getByRole('tab', { name: 'Basic info' }).waitFor();
    const created = await pool.query(
      `SELECT stage, visibility, required_role, starts_at, registration_starts_at, ctfd_url FROM competitions WHERE slug = $1`,
      [slug],
    );
    expect(created.rows[0]).toEqual({
      stage: 'warmup',
      visibility: 'public',
      required_role: null,
      starts_at: null,
      registration_starts_at: null,
      ctfd_url: null,
    });
    expect(await organizer.getByRole('tab', { name: 'Registrations' }).count()).toBe(0);

    // ...moves it to the qualifications with an open registration window and its CTFd address.
    const opens = belgradeInput(-HOUR);
    const closes = belgradeInput(7 * DAY);
    await organizer.getByLabel('Stage').selectOption('quals');
    // Typed the Serbian way (dd.MM.yyyy HH:mm) although this browser speaks English (US).
    await organizer.getByLabel('Registration opens').fill(textFromDateTime(opens));
    await organizer.getByLabel('Registration closes').fill(textFromDateTime(closes));
    expect(await organizer.getByLabel('Registration opens').inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await organizer.getByLabel('Required role').fill('   ');
    await organizer.getByLabel('CTFd address').fill(`${ctfd.url}/oauth`);
    await organizer.getByRole('button', { name: 'Save' }).click();
    await organizer.getByText('Changes saved.').waitFor();
    await organizer.getByRole('tab', { name: 'Registrations' }).waitFor();
    const saved = await pool.query<{ id: number; registration_starts_at: Date; registration_ends_at: Date }>(
      `SELECT id, stage, required_role, registration_starts_at, registration_ends_at, ctfd_url FROM competitions WHERE slug = $1`,
      [slug],
    );
    expect(saved.rows[0]).toMatchObject({ stage: 'quals', required_role: null, ctfd_url: `${ctfd.url}/oauth` });
    expect(saved.rows[0]!.registration_starts_at.toISOString()).toBe(fromDateTimeInput(opens));
    expect(saved.rows[0]!.registration_ends_at.toISOString()).toBe(fromDateTimeInput(closes));
    const competitionId = saved.rows[0]!.id;
    // The competition's CTFd instance, registered the way `npm run ctfd:client -- create` does.
    await pool.query(
      `INSERT INTO ctfd_clients (client_id, secret_hash, name, redirect_uri, competition_id) VALUES ($1, $2, $3, $4, $5)`,
      [ctfdClient.clientId, hashToken(ctfdClient.clientSecret), 'E2E CTFd', `${ctfd.url}/redirect`, competitionId],
    );

    // The competitor registers from the card: the registration copies their competitor profile.
    await competitor.goto('/app/competitions');
    const competitionCard = card(competitor, slug);
    await competitionCard.getByText('Registration open', { exact: true }).waitFor();
    await competitionCard.getByRole('link', { name: 'Register' }).click();
    await competitor.waitForURL(`**/app/competitions/${slug}/registration`);
    const form = competitor.getByTestId('registration-form');
    await form.getByText('Jovana Marković').waitFor();
    await form.getByText('01.09.2007').waitFor();
    await form.getByText('Prva kragujevačka gimnazija').waitFor();
    await form.getByRole('button', { name: 'Confirm registration' }).click();
    const own = competitor.getByTestId('own-registration');
    await own.getByText('Pending').waitFor();

    // The organizer reviews it in the Registrations tab and accepts it from the details dialog.
    const mailBefore = await lastMailId();
    await organizer.getByRole('tab', { name: 'Registrations' }).click();
    await organizer.waitForURL(`**/organizer/competitions/${slug}/registrations`);
    const registrations = organizer.getByTestId('registrations-table');
    const registrationRow = registrations.locator('tbody tr').filter({ hasText: player.username });
    await registrationRow.getByRole('button', { name: 'View' }).click();
    const details = organizer.getByRole('dialog');
    await details.getByText('Registration of Jovana Marković').waitFor();
    for (const text of ['Female', '01.09.2007', 'Prva kragujevačka gimnazija', player.email]) {
      await details.getByText(text, { exact: true }).waitFor();
    }
    await details.getByRole('button', { name: 'Accept' }).click();
    await organizer.getByText('Registration accepted.').waitFor();
    await details.waitFor({ state: 'hidden' });
    await registrationRow.getByText('Accepted').waitFor();
    expect(await registrationRow.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    const mail = await waitForMail(player.email, mailBefore);
    expect(mail.subject).toContain(name);

    // Access opens CTFd in a new tab; CTFd signs the competitor in through our OAuth provider.
    await competitor.goto('/app/competitions');
    const [ctfdTab] = await Promise.all([
      competitor.context().waitForEvent('page'),
      card(competitor, slug).getByRole('button', { name: 'Access' }).click(),
    ]);
    // Already logged in on the platform: one click on their own name lets CTFd in (issue 13).
    await ctfdTab.getByRole('link', { name: new RegExp(`(Continue as|Настави као) ${player.username}$`) }).click();
    await ctfdTab.getByText(`Logged in as ${player.username} (${player.email})`).waitFor();
    expect(new URL(ctfdTab.url()).origin).toBe(ctfd.url);
    expect(await ctfdTab.evaluate(() => window.opener)).toBeNull();
    expect(ctfd.logins).toContainEqual({ id: player.id, name: player.username, email: player.email });
    await ctfdTab.close();

    // The organizer moves it to the finals: Finalists replaces Registrations.
    await organizer.getByRole('tab', { name: 'Basic info' }).click();
    await organizer.getByLabel('Stage').selectOption('finals');
    await organizer.getByRole('button', { name: 'Save' }).click();
    // It has a registration: the change asks first and says what will be hidden (issue 12 item 5).
    const stageDialog = organizer.getByRole('alertdialog');
    await stageDialog.getByText('This competition has 1 registrations.', { exact: false }).waitFor();
    await stageDialog.getByRole('button', { name: 'Change and save' }).click();
    await organizer.getByRole('tab', { name: 'Finalists' }).waitFor();
    expect(await organizer.getByRole('tab', { name: 'Registrations' }).count()).toBe(0);
    await organizer.getByRole('tab', { name: 'Finalists' }).click();
    await organizer.getByTestId('finalists-empty').waitFor();

    // ...and invites two addresses, one of which has no account.
    const unknown = `${uniqueName('nobody')}@example.org`;
    const expires = belgradeInput(3 * DAY);
    await organizer.getByRole('button', { name: 'Invite finalists' }).click();
    const invite = organizer.getByRole('dialog');
    await invite.getByLabel('Email addresses').fill(`${player.email}\n\n   \n${unknown}\n`);
    await invite.getByLabel('Answer by').fill(expires);
    await invite.getByRole('button', { name: 'Send invitations' }).click();
    await invite.getByTestId('invite-added').getByText('Invited: 1').waitFor();
    expect(await invite.getByTestId('invite-not-found').textContent()).toContain(unknown);
    expect(await invite.getByTestId('invite-already-invited').count()).toBe(0);
    await invite.getByRole('button', { name: 'Close' }).first().click();
    const finalists = organizer.getByTestId('finalists-table');
    await row(finalists, player.id).getByText('Awaiting answer').waitFor();

    // The CSV export, byte for byte: a byte-order mark, CRLF, every field quoted, Belgrade time.
    const [download] = await Promise.all([
      organizer.waitForEvent('download'),
      organizer.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`finalists-${slug}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [day, time] = expires.split('T');
    const shownExpiry = `${day!.split('-').reverse().join('.')} ${time}`;
    const expected =
      '\uFEFF"username","email","full name","institution","city","shirt size","status","hotel day 1","hotel day 2",' +
      '"travel compensation","excuse note","answer by (Belgrade time)","answered at (Belgrade time)"\r\n' +
      `"${player.username}","${player.email}","Jovana Marković","Prva kragujevačka gimnazija","Kragujevac","S",` +
      `"pending","no","no","no","no","${shownExpiry}",""\r\n`;
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);

    // The finalist answers: attending, with a hotel on day 1 and travel compensation.
    await competitor.goto('/app/competitions');
    await card(competitor, slug).getByRole('link', { name: 'Finals attendance' }).click();
    await competitor.waitForURL(`**/app/competitions/${slug}/finals-attendance`);
    await competitor.getByRole('radio', { name: 'Yes, I will attend' }).check();
    await competitor.getByRole('checkbox', { name: 'Hotel, day 1' }).check();
    await competitor.getByRole('checkbox', { name: 'Travel compensation' }).check();
    await competitor.getByRole('button', { name: 'Send answer' }).click();
    const answered = competitor.getByTestId('attendance-answered');
    await answered.getByTestId('attendance-saved').getByText('Saved').waitFor();
    await answered.getByText('Attending', { exact: true }).waitFor();
    expect(
      await answered
        .locator('[data-need] [data-value]')
        .evaluateAll((marks) => marks.map((m) => m.getAttribute('data-value'))),
    ).toEqual(['yes', 'no', 'yes', 'no']);
    await competitor.reload();
    await competitor.getByTestId('attendance-saved').waitFor();
    expect(await competitor.getByRole('button', { name: 'Send answer' }).count()).toBe(0);

    // The organizer sees the answer.
    await organizer.reload();
    const answeredRow = row(organizer.getByTestId('finalists-table'), player.id);
    await answeredRow.getByText('Attending', { exact: true }).waitFor();
    expect(
      await answeredRow.locator('[data-value]').evaluateAll((marks) => marks.map((m) => m.getAttribute('data-value'))),
    ).toEqual(['yes', 'no', 'yes', 'no']);
  }, 180_000);
});

describe('finals attendance', () => {
  it('cannot be answered once the invitation has expired', async () => {
    const competition = await insertCompetition({ stage: 'finals' });
    const { page, user } = await competitorPage();
    await insertInvitation(competition.id, user, new Date(Date.now() + DAY));
    await page.goto(`/app/competitions/${competition.slug}/finals-attendance`);
    await page.getByTestId('attendance-form').waitFor();

    await pool.query(
      `UPDATE finals_invitations SET invitation_expires_at = now() - interval '1 minute' WHERE competition_id = $1 AND user_id = $2`,
      [competition.id, user.id],
    );
    await page.reload();
    await page.getByText('Invitation Expired', { exact: true }).waitFor();
    expect(await page.getByTestId('attendance-form').count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send answer' }).count()).toBe(0);
  });

  it('tells a user without an invitation so', async () => {
    const competition = await insertCompetition({ stage: 'finals' });
    const { page } = await competitorPage();
    await page.goto(`/app/competitions/${competition.slug}/finals-attendance`);
    await page
      .getByTestId('no-invitation')
      .getByText('You have not been invited to these finals.', { exact: false })
      .waitFor();
  });

  it('takes a refusal without the needs', async () => {
    const competition = await insertCompetition({ stage: 'finals' });
    const { page, user } = await competitorPage();
    await insertInvitation(competition.id, user, new Date(Date.now() + DAY));
    await page.goto(`/app/competitions/${competition.slug}/finals-attendance`);
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Choose whether you will attend.').waitFor();
    await page.getByRole('radio', { name: 'No, I will not attend' }).check();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByTestId('attendance-answered').getByText('Not attending', { exact: true }).waitFor();
    const stored = await pool.query(
      `SELECT status FROM finals_invitations WHERE competition_id = $1 AND user_id = $2`,
      [competition.id, user.id],
    );
    expect(stored.rows[0]).toEqual({ status: 'declined' });
  });
});

describe('the competitor side', () => {
  it('shows Register only while registration is open', async () => {
    const now = Date.now();
    const open = await insertCompetition({ registration_starts_at: new Date(now - HOUR) });
    const closed = await insertCompetition({
      registration_starts_at: new Date(now - 2 * DAY),
      registration_ends_at: new Date(now - DAY),
    });
    const never = await insertCompetition();
    const hidden = await insertCompetition({ visibility: 'private', registration_starts_at: new Date(now - HOUR) });
    const { page } = await competitorPage();
    await page.goto('/app/competitions');
    await card(page, open.slug).waitFor();
    expect(await card(page, open.slug).getByRole('link', { name: 'Register' }).count()).toBe(1);
    expect(await card(page, closed.slug).getByRole('link', { name: 'Register' }).count()).toBe(0);
    expect(await card(page, never.slug).getByRole('link', { name: 'Register' }).count()).toBe(0);
    expect(await card(page, never.slug).getByRole('button', { name: 'Access' }).count()).toBe(1);
    expect(await card(page, hidden.slug).count()).toBe(0);

    await page.goto(`/app/competitions/${closed.slug}/registration`);
    await page.getByTestId('registration-closed').waitFor();
  });

  it('sends a user without a competitor profile to the application', async () => {
    const competition = await insertCompetition({ registration_starts_at: new Date(Date.now() - HOUR) });
    const { page } = await signedInPage([]);
    await page.goto(`/app/competitions/${competition.slug}/registration`);
    const notice = page.getByTestId('profile-needed');
    await notice.getByText('To register for competitions, apply for competitor status first.').waitFor();
    expect(await notice.getByRole('link', { name: 'Go to the competitor application' }).getAttribute('href')).toBe(
      '/app/account/competitor',
    );
  });

  it('says "discord required" and goes to the account page when Access is used without Discord', async () => {
    const competition = await insertCompetition({ ctfd_url: `${ctfd.url}/oauth` });
    const { page } = await competitorPage({ discord: false });
    await page.goto('/app/competitions');
    await card(page, competition.slug).getByRole('button', { name: 'Access' }).click();
    await page.getByText(/^Discord required/).waitFor();
    await page.waitForURL('**/app/account');
    expect(page.context().pages()).toHaveLength(1);
  });

  it('shows "coming soon" when there is no competition to list', async () => {
    const { page } = await signedInPage([]);
    // Other tests' competitions are in the same database; the list answer is replaced by an empty one.
    await page.route('**/trpc/competitions.list**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: [] } }]) }),
    );
    await page.goto('/app/competitions');
    await page.getByTestId('coming-soon').getByText('Coming soon').waitFor();
  });
});

describe('the organizer area', () => {
  it('sends non-organizers to /app', async () => {
    const { page } = await signedInPage([]);
    for (const path of ['/organizer', '/organizer/competitions', '/organizer/competitions/new']) {
      await page.goto(path);
      await page.waitForURL('**/app/dashboard');
    }
  });

  it('has a sidebar with Dashboard, Competitions, Seasons and Back', async () => {
    const { page } = await signedInPage(['organizer']);
    await page.goto('/organizer');
    await page.getByRole('heading', { name: 'Organizer dashboard', level: 1 }).waitFor();
    const sidebar = page.getByTestId('organizer-sidebar');
    const links = await sidebar
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(links).toEqual(['/', '/organizer', '/organizer/competitions', '/organizer/seasons', '/app']);
    await sidebar.getByRole('link', { name: 'Competitions' }).click();
    await page.getByRole('heading', { name: 'Competitions', level: 1 }).waitFor();
    await sidebar.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL('**/app/dashboard');
  });

  it('opens its navigation in a drawer on a phone', async () => {
    const { page } = await signedInPage(['organizer'], { language: 'sr', viewport: PHONE });
    await page.goto('/organizer');
    expect(await page.getByTestId('organizer-sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Отвори мени' }).click();
    const drawer = page.getByTestId('organizer-mobile-menu');
    await drawer.getByRole('link', { name: 'Такмичења' }).click();
    await page.waitForURL('**/organizer/competitions');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Такмичења', level: 1 }).waitFor();
  });

  it('searches, sorts and pages the competition list in the browser', async () => {
    const tag = `pretraga${suffix()}`;
    const visibilities = ['public', 'unlisted', 'private'];
    for (let i = 1; i <= 12; i += 1) {
      await insertCompetition({
        name: `Pretraga ${tag} ${String(i).padStart(2, '0')}`,
        slug: `${tag}-${i}`,
        visibility: visibilities[i % 3],
      });
    }
    const { page } = await signedInPage(['organizer']);
    await page.goto('/organizer/competitions');
    const table = page.getByTestId('competitions-table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    expect(await page.getByLabel('Per page').inputValue()).toBe('10');

    // The search ignores the script: Cyrillic finds the Latin name.
    await page.getByLabel('Search competitions').fill(`претрага ${tag}`);
    await page.getByTestId('total-count').getByText('Total: 12').waitFor();
    // Page, size, sort and search live in the address (issue 12 item 6): wait for each to show.
    const pageOf = (text: string) => page.getByTestId('page-of').getByText(text, { exact: true }).waitFor();
    await pageOf('Page 1 of 2');
    await page.getByRole('button', { name: 'Next' }).click();
    await pageOf('Page 2 of 2');
    expect(await table.locator('tbody tr').count()).toBe(2);
    await page.getByLabel('Per page').selectOption('25');
    await pageOf('Page 1 of 1');
    expect(await table.locator('tbody tr').count()).toBe(12);
    expect(new URL(page.url()).searchParams.get('per_page')).toBe('25');

    const names = () => table.locator('tbody tr td:first-child').allTextContents();
    await table.getByRole('button', { name: 'Name' }).click();
    await table.getByRole('columnheader', { name: 'Name' }).and(page.locator('[aria-sort="ascending"]')).waitFor();
    expect((await names())[0]).toBe(`Pretraga ${tag} 01`);
    await table.getByRole('button', { name: 'Name' }).click();
    await table.getByRole('columnheader', { name: 'Name' }).and(page.locator('[aria-sort="descending"]')).waitFor();
    expect((await names())[0]).toBe(`Pretraga ${tag} 12`);
    // Reloading (or coming back) keeps all of it.
    await page.reload();
    await pageOf('Page 1 of 1');
    expect(await page.getByLabel('Search competitions').inputValue()).toBe(`претрага ${tag}`);
    expect((await names())[0]).toBe(`Pretraga ${tag} 12`);

    const badges = await table
      .locator('[data-visibility]')
      .evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-visibility')))]);
    expect(badges.sort(byJson)).toEqual(['private', 'public', 'unlisted']);

    await page.getByLabel('Search competitions').fill('no such competition at all');
    await page.getByTestId('no-matches').waitFor();
  });

  it('checks the form and says when a slug is taken', async () => {
    const existing = await insertCompetition();
    const { page } = await signedInPage(['organizer']);
    await page.goto('/organizer/competitions/new');
    await page.getByLabel('Name', { exact: true }).fill('A');
    await page.getByLabel('Slug').fill('Nije Dobro');
    await page.getByRole('button', { name: 'Create competition' }).click();
    await page.getByText('The name must have at least 2 characters.').waitFor();
    await page.getByText('Use only lowercase letters, digits and hyphens.').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Zauzeta oznaka');
    await page.getByLabel('Slug').fill(existing.slug);
    await page.getByLabel('Starts').fill(belgradeInput(2 * DAY));
    await page.getByLabel('Ends', { exact: true }).fill(belgradeInput(DAY));
    await page.getByRole('button', { name: 'Create competition' }).click();
    await page.getByText('The end must not be before the start.').waitFor();
    await page.getByLabel('Ends', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Create competition' }).click();
    await page.getByText('Another competition already uses this slug. Choose a different one.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/organizer/competitions/new');
  });

  it('deletes a competition nothing hangs on, after saying what delete does', async () => {
    const competition = await insertCompetition();
    const { page } = await signedInPage(['organizer']);
    await page.goto(`/organizer/competitions/${competition.slug}`);
    await page.getByRole('button', { name: 'Delete competition' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('is archived instead', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete competition' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete or archive' }).click();
    await page.waitForURL('**/organizer/competitions');
    await page.getByText('Competition deleted.').waitFor();
    const left = await pool.query(`SELECT 1 FROM competitions WHERE slug = $1`, [competition.slug]);
    expect(left.rowCount).toBe(0);
  });

  it('removes a finalist after asking', async () => {
    const competition = await insertCompetition({ stage: 'finals' });
    const finalist = await db.createUser();
    await insertInvitation(competition.id, finalist, new Date(Date.now() + DAY));
    const { page } = await signedInPage(['organizer']);
    await page.goto(`/organizer/competitions/${competition.slug}/finalists`);
    await row(page.getByTestId('finalists-table'), finalist.id).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Finalist removed.').waitFor();
    await page.getByTestId('finalists-empty').waitFor();
  });
});

/** place,username,score rows: places 1..count, scores falling. */
function resultsCsv(count: number) {
  const lines = ['place,username,score'];
  for (let place = 1; place <= count; place += 1) lines.push(`${place},igrac_${place},${5000 - place * 10}`);
  return `${lines.join('\n')}\n`;
}

describe('results', () => {
  it('are uploaded, previewed and published on /rezultati-sccquals2025, top three highlighted and places up to 71 tinted', async () => {
    await pool.query(`DELETE FROM competitions WHERE slug = 'sccquals2025'`);
    createdSlugs.add('sccquals2025');
    const { page: organizer } = await signedInPage(['organizer']);
    await organizer.goto('/organizer/competitions/new');
    await organizer.getByLabel('Name', { exact: true }).fill('Kvalifikacije 2025');
    await organizer.getByLabel('Slug').fill('sccquals2025');
    // Results of a private competition are never public (issue 9.2).
    await organizer.getByLabel('Visibility').selectOption('public');
    await organizer.getByRole('button', { name: 'Create competition' }).click();
    await organizer.waitForURL('**/organizer/competitions/sccquals2025');
    await organizer.getByRole('tab', { name: 'Results' }).waitFor();

    // Before publishing: the empty state, from one cacheable request.
    const visitor = await openPage(browser, { language: 'en' });
    const calls: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/')) calls.push(request.url());
    });
    const answer = visitor.waitForResponse((response) => response.url().includes('/trpc/results.published'));
    await visitor.goto('/rezultati-sccquals2025');
    await visitor.getByTestId('results-empty').waitFor();
    expect((await answer).headers()['cache-control']).toBe('public, no-cache');
    expect(calls).toHaveLength(1);
    // A public page: at most 200 kB of gzipped JS (docs/decisions.md, Client), no table library.
    await visitor.waitForLoadState('networkidle');
    const scripts = await visitor.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    let gzipped = 0;
    for (const script of scripts) gzipped += gzipSync(await (await visitor.request.get(script)).body()).length;
    console.info(`/rezultati-sccquals2025: ${(gzipped / 1000).toFixed(1)} kB of gzipped JS`);
    expect(gzipped).toBeLessThanOrEqual(200_000);

    // A file with a bad row is refused in the preview and cannot be published.
    await organizer.getByRole('tab', { name: 'Results' }).click();
    await organizer.getByTestId('results-csv').fill('place,username,score\n1,ana,100\nx,marko,90\n');
    await organizer.getByRole('button', { name: 'Preview' }).click();
    await organizer
      .getByTestId('results-problems')
      .getByText('Line 3: the place is not a whole number of 1 or more.')
      .waitFor();
    expect(await organizer.getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);

    // The real file, chosen from disk.
    await organizer.getByTestId('results-file').setInputFiles({
      name: 'scoreboard.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(resultsCsv(80)),
    });
    await organizer.getByRole('button', { name: 'Preview' }).click();
    await organizer.getByText('Preview (rows: 80)').waitFor();
    await organizer.getByRole('button', { name: 'Publish' }).click();
    await organizer.getByText('Results published (rows: 80).').waitFor();
    await organizer.getByTestId('results-status').getByText('Published', { exact: true }).waitFor();

    const reader = await openPage(browser, { language: 'en' });
    await reader.goto('/rezultati-sccquals2025');
    const table = reader.getByTestId('results-table');
    await table.waitFor();
    const highlights = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((tr) => [Number(tr.getAttribute('data-place')), tr.getAttribute('data-highlight')]),
      );
    expect(highlights).toHaveLength(80);
    for (const [place, highlight] of highlights as [number, string][]) {
      expect(highlight, `place ${place}`).toBe(place <= 3 ? 'top3' : place <= 71 ? 'tinted' : 'none');
    }
    expect(await table.locator('tbody tr').first().textContent()).toBe('1igrac_14990');
    expect(await reader.getByRole('columnheader').allTextContents()).toEqual(['Place', 'Username', 'Score']);

    // Unpublishing takes them off the public page.
    await organizer.getByRole('button', { name: 'Unpublish' }).click();
    await organizer.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
    await organizer.getByText('Results unpublished.').waitFor();
    const later = await openPage(browser, { language: 'en' });
    await later.goto('/rezultati-sccquals2025');
    await later.getByTestId('results-empty').waitFor();
  });
});

describe('every competitions screen, in both languages, on a desktop and a phone', () => {
  it('renders without horizontal scrolling (screenshots with E2E_SCREENSHOTS=1)', async () => {
    const now = Date.now();
    const tag = suffix();
    const quals = await insertCompetition({
      name: 'Квалификације 2026 — национално CTF такмичење за средње школе',
      slug: `e2e-shots-quals-${tag}`,
      stage: 'quals',
      starts_at: new Date(now + 10 * DAY),
      ends_at: new Date(now + 11 * DAY),
      registration_starts_at: new Date(now - DAY),
      registration_ends_at: new Date(now + 5 * DAY),
      ctfd_url: 'https://ctfd.example.org/oauth',
    });
    const finals = await insertCompetition({ name: 'Финале 2026', slug: `e2e-shots-finals-${tag}`, stage: 'finals' });
    const archived = await insertCompetition({
      name: 'Финале 2025',
      slug: `e2e-shots-archived-${tag}`,
      stage: 'finals',
    });
    await pool.query(
      `INSERT INTO competition_results (competition_id, place, username, score)
       SELECT $1, n, 'igrac_' || n, 3000 - n * 40 FROM generate_series(1, 12) AS n`,
      [archived.id],
    );
    await pool.query(`UPDATE competitions SET results_published_at = now() WHERE id = $1`, [archived.id]);
    const organizer = await db.createUser({ roles: ['organizer'] });
    const competitor = await db.createUser();
    await db.makeCompetitor(competitor);
    const registered = await db.createUser();
    await insertRegistration(quals.id, registered);
    const finalist = await db.createUser();
    await insertInvitation(finals.id, finalist, new Date(now + 3 * DAY), {
      status: 'accepted',
      hotel_day1: true,
      travel_compensation: true,
    });
    await insertInvitation(finals.id, competitor, new Date(now + 3 * DAY));
    const outsider = await db.createUser();
    const expiredUser = await db.createUser();
    await insertInvitation(finals.id, expiredUser, new Date(now - DAY));

    /** What shows when the screen is ready: the test id of an element, or the steps that open it. */
    type Screen = [name: string, who: TestUser, path: string, ready: string | ((page: Page) => Promise<unknown>)];
    const screens: Screen[] = [
      ['organizer-dashboard', organizer, '/organizer', (p) => p.locator('h1').waitFor()],
      ['organizer-list', organizer, '/organizer/competitions', 'competitions-table'],
      ['organizer-new', organizer, '/organizer/competitions/new', 'competition-form'],
      ['organizer-basic', organizer, `/organizer/competitions/${quals.slug}`, 'competition-form'],
      [
        'organizer-delete-dialog',
        organizer,
        `/organizer/competitions/${quals.slug}`,
        async (p) => {
          await p.getByTestId('competition-form').locator('button').last().click();
          await p.getByRole('alertdialog').waitFor();
        },
      ],
      [
        'organizer-registrations',
        organizer,
        `/organizer/competitions/${quals.slug}/registrations`,
        'registrations-table',
      ],
      [
        'organizer-registration-dialog',
        organizer,
        `/organizer/competitions/${quals.slug}/registrations`,
        async (p) => {
          await p.getByTestId('registrations-table').locator('tbody tr button').first().click();
          await p.getByTestId('registration-dialog').waitFor();
        },
      ],
      ['organizer-finalists', organizer, `/organizer/competitions/${finals.slug}/finalists`, 'finalists-table'],
      [
        'organizer-invite-dialog',
        organizer,
        `/organizer/competitions/${finals.slug}/finalists`,
        async (p) => {
          await p.getByTestId('finalists-table').waitFor();
          const dialog = await openInviteDialog(p);
          await dialog.waitFor();
          await dialog.locator('textarea').fill('a@example.org\nnije adresa');
          await dialog.locator('button[type="submit"]').click();
          await dialog.locator('[aria-invalid="true"]').first().waitFor();
        },
      ],
      [
        'organizer-results',
        organizer,
        `/organizer/competitions/${finals.slug}/results`,
        async (p) => {
          await p.getByTestId('results-csv').fill(`${resultsCsv(5)}x,bez_mesta,1\n`);
          await p
            .locator('button')
            .filter({ hasText: /^(Preview|Преглед)$/ })
            .click();
          await p.getByTestId('results-preview').waitFor();
        },
      ],
      ['organizer-results-published', organizer, `/organizer/competitions/${archived.slug}/results`, 'stored-table'],
      [
        'organizer-unpublish-dialog',
        organizer,
        `/organizer/competitions/${archived.slug}/results`,
        async (p) => {
          await p.getByTestId('results-status').getByRole('button').click();
          await p.getByRole('alertdialog').waitFor();
        },
      ],
      [
        'organizer-invite-result-dialog',
        organizer,
        `/organizer/competitions/${finals.slug}/finalists`,
        async (p) => {
          const dialog = await openInviteDialog(p);
          await dialog.locator('textarea').fill(`${registered.email}\n${finalist.email}\nnepoznata.adresa@example.org`);
          await dialog.getByLabel(/Answer by|Рок за одговор/).fill(textFromDateTime(belgradeInput(2 * DAY)));
          await dialog.locator('button[type="submit"]').click();
          await dialog.getByTestId('invite-result').waitFor();
        },
      ],
      [
        'organizer-remove-dialog',
        organizer,
        `/organizer/competitions/${finals.slug}/finalists`,
        async (p) => {
          await row(p.getByTestId('finalists-table'), finalist.id).getByRole('button').click();
          await p.getByRole('alertdialog').waitFor();
        },
      ],
      ['competitions', competitor, '/app/competitions', 'competition-cards'],
      ['registration-form', competitor, `/app/competitions/${quals.slug}/registration`, 'registration-form'],
      ['registration-status', registered, `/app/competitions/${quals.slug}/registration`, 'own-registration'],
      [
        'attendance-form',
        competitor,
        `/app/competitions/${finals.slug}/finals-attendance`,
        async (p) => {
          await p.getByTestId('attendance-form').waitFor();
          await p.getByRole('radio').first().check();
          await p.getByTestId('attendance-needs').waitFor();
        },
      ],
      ['attendance-answered', finalist, `/app/competitions/${finals.slug}/finals-attendance`, 'attendance-answered'],
      ['attendance-expired', expiredUser, `/app/competitions/${finals.slug}/finals-attendance`, 'invitation-expired'],
      ['attendance-none', outsider, `/app/competitions/${finals.slug}/finals-attendance`, 'no-invitation'],
    ];

    await inEachLanguage(async (language, viewport) => {
      const pages = new Map<number, Page>();
      const pageFor = async (user: TestUser) => {
        let page = pages.get(user.id);
        if (!page) {
          page = await openPage(browser, {
            language,
            viewport,
            reducedMotion: 'reduce',
            timezoneId: 'Europe/Belgrade',
          });
          await db.signIn(page.context(), user);
          pages.set(user.id, page);
        }
        return page;
      };
      for (const [name, user, path, ready] of screens) {
        const page = await pageFor(user);
        await page.goto(path);
        await (typeof ready === 'string' ? page.getByTestId(ready).waitFor() : ready(page));
        // A dialog is fixed to the viewport, so its screenshot is the viewport, not the whole page.
        await expectFitsAtEachSize(page, `${name} ${language}`, `competitions-${name}-${language}`, {
          fullPage: !name.endsWith('-dialog'),
        });
      }
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    });

    // The public results page, empty and then with 142 published rows.
    await pool.query(`DELETE FROM competitions WHERE slug = 'sccquals2025'`);
    createdSlugs.add('sccquals2025');
    const shootResults = async (state: string, ready: string) => {
      await inEachLanguage(async (language, viewport) => {
        const visitor = await openPage(browser, { language, viewport, reducedMotion: 'reduce' });
        await visitor.goto('/rezultati-sccquals2025');
        await visitor.getByTestId(ready).waitFor();
        await expectFitsAtEachSize(visitor, `results ${language}`, `competitions-${state}-${language}`);
        await visitor.context().close();
      });
    };
    await shootResults('results-empty', 'results-empty');
    const published = await insertCompetition({ name: 'Kvalifikacije 2025', slug: 'sccquals2025', stage: 'quals' });
    await pool.query(
      `INSERT INTO competition_results (competition_id, place, username, score)
       SELECT $1, n, 'igrac_' || n, 5000 - n * 30 FROM generate_series(1, 142) AS n`,
      [published.id],
    );
    await pool.query(`UPDATE competitions SET results_published_at = now() WHERE id = $1`, [published.id]);
    await shootResults('results', 'results-table');
  }, 300_000);
});
