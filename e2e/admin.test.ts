import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toSearchKey } from '../shared/src/transliteration';
import { type Role, type TestUser } from './support/accounts';
import {
  DESKTOP,
  PHONE,
  WORKING_SIZE,
  atEachSize,
  type PageOptions,
  expectNoHorizontalScroll,
  openPage,
  screenshot,
} from './support/browser';
import { lastMailId, waitForMail } from './support/mailbox';
import { waitForPageOf, waitForTotal } from './support/list-page';
import { openPlatform, usePool } from './support/platform';

/**
 * Holds the page's requests to `url` until `release()` (after which they pass at once), so a test
 * can look at the screen while a call is on its way without timing it.
 */
async function holdRequests(page: Page, url: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    release: () => {
      open();
    },
  };
}

const { browser, db, pageSignedInAs } = await openPlatform();
const pool = usePool();

/** A word no other test (or earlier run on the same database) uses: lower-case letters and digits. */
const marker = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const USERS_TO_SEED = 120;

async function adminPage(options: PageOptions = {}, roles: Role[] = ['admin']) {
  const { page, user } = await pageSignedInAs(roles, { language: 'en', ...options });
  return { page, admin: user };
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the address bar shows exactly this path and query. */
const waitForAddress = (page: Page, address: string) =>
  page.waitForURL((url) => `${url.pathname}${url.search}` === address);

/** Types a search and waits until the list has asked for it (the box waits for typing to pause). */
async function searchFor(searchbox: Locator, text: string) {
  await searchbox.fill(text);
  await searchbox.page().waitForURL((url) => url.searchParams.get('search') === text.trim());
}

const tableRows = (table: Locator) => table.locator('tbody tr');
/** The ids of the rows a list shows once it has settled (no page on its way). */
async function shownIds(table: Locator): Promise<number[]> {
  await tableRows(table).first().waitFor();
  await table.page().locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
  return (await tableRows(table).locator('td:first-child').allTextContents()).map(Number);
}
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

async function allUserIds(): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM users ORDER BY id');
  return rows.map((row) => row.id);
}

/** The users this file's beforeAll made, in the list's order (by id). */
async function seededUserIds(): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM users WHERE username LIKE $1 || '\\_%' ESCAPE '\\' ORDER BY id`,
    [seededPrefix],
  );
  return rows.map((row) => row.id);
}

async function createInstitution(name: string, city: string, type = 'high_school') {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO institutions (name, city, region, type, contact_email, search_key)
     VALUES ($1, $2, 'beograd', $3, 'office@example.org', $4) RETURNING id`,
    [name, city, type, toSearchKey(`${name} ${city}`)],
  );
  return rows[0]!.id;
}

interface Applicant {
  user: TestUser;
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** A user with a current competitor application, made in the database as the wizard would leave it. */
async function createApplicant(
  lastName: string,
  options: {
    status?: 'pending' | 'accepted' | 'rejected';
    language?: 'sr' | 'en';
    institutionId?: number;
    institutionName?: string;
  } = {},
): Promise<Applicant> {
  const user = await db.createUser();
  await pool.query('UPDATE users SET language = $1 WHERE id = $2', [options.language ?? 'sr', user.id]);
  const status = options.status ?? 'pending';
  const firstName = 'Jelena';
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO competitor_applications
       (user_id, status, first_name, last_name, gender, date_of_birth, permanent_residence, shirt_size,
        institution_id, institution_name, ctf_team, joined_team_at, decided_at)
     VALUES ($1, $2, $3, $4, 'female', '2007-03-09', 'Niš', 'M', $5, $6, $7, $8, $8) RETURNING id`,
    [
      user.id,
      status,
      firstName,
      lastName,
      options.institutionId ?? null,
      options.institutionId ? null : (options.institutionName ?? 'Škola upisana rukom'),
      status === 'accepted',
      status === 'accepted' ? new Date() : null,
    ],
  );
  return { user, id: rows[0]!.id, firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/** The start of the usernames of the users this file's beforeAll made. */
let seededPrefix = '';

beforeAll(async () => {
  // 120 users as admins meet them: some verified, some with roles.
  const prefix = marker('s');
  seededPrefix = prefix;
  await pool.query(
    `INSERT INTO users (username, email, password_hash, email_verified_at, roles)
     SELECT $1 || '_' || g, $1 || '_' || g || '@example.org', 'not-a-usable-hash',
            CASE WHEN g % 3 = 0 THEN NULL ELSE now() END,
            CASE WHEN g % 7 = 0 THEN ARRAY['organizer'] WHEN g % 11 = 0 THEN ARRAY['women4cyber'] ELSE ARRAY[]::text[] END
     FROM generate_series(1, $2::int) AS g`,
    [prefix, USERS_TO_SEED],
  );
});

describe('the admin area is for admins', () => {
  it('sends other users to /app, and admins back there by the sidebar link', async () => {
    const { page: organizer } = await adminPage({}, ['organizer']);
    await organizer.goto('/admin/users?page=2');
    await organizer.waitForURL('**/app/dashboard');

    const { page } = await adminPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL('**/app/dashboard');
  });

  it('shows live counts on the dashboard, each opening its list', async () => {
    const { page } = await adminPage();
    await page.goto('/admin');
    const count = async (sql: string) => Number((await pool.query<{ n: string }>(sql)).rows[0]!.n);
    const expected = {
      'stat-users': await count('SELECT count(*) AS n FROM users'),
      'stat-verified-users': await count('SELECT count(*) AS n FROM users WHERE email_verified_at IS NOT NULL'),
      'stat-pending': await count(
        `SELECT count(*) AS n FROM competitor_applications WHERE is_current AND status = 'pending'`,
      ),
      'stat-team': await count(
        `SELECT count(*) AS n FROM competitor_applications WHERE is_current AND status = 'accepted' AND ctf_team`,
      ),
      'stat-institutions': await count('SELECT count(*) AS n FROM institutions'),
    };
    for (const [testId, value] of Object.entries(expected)) {
      expect(await page.getByTestId(testId).getByTestId('stat-value').textContent(), testId).toBe(String(value));
    }
    await page.getByTestId('stat-pending').getByRole('link').click();
    await page.waitForURL('**/admin/competitors/pending');
    await page.goBack();
    await page.getByTestId('stat-institutions').getByRole('link').click();
    await page.waitForURL('**/admin/institutions');
  });

  it('shows the mail queue: how many messages wait and how long the oldest has', async () => {
    // A message held back for a day, queued twelve minutes ago (a provider outage looks like this).
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO pgboss.job (name, data, start_after, created_on)
       VALUES ('mail', '{"to":"held@example.org","subject":"x","text":"x","html":"x"}', now() + interval '1 day', now() - interval '12 minutes')
       RETURNING id`,
    );
    try {
      const { rows: open } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM pgboss.job WHERE name = 'mail' AND state < 'completed'`,
      );
      for (const [language, viewport, oldest] of [
        ['en', DESKTOP, 'Oldest has waited 12 minutes'],
        ['sr', PHONE, 'Најстарија чека 12 минута'],
      ] as const) {
        const { page } = await adminPage({ language, viewport });
        await page.goto('/admin');
        const card = page.getByTestId('stat-mail-queue');
        expect(await card.getByTestId('stat-value').textContent()).toBe(open[0]!.n);
        expect(await card.getByTestId('stat-mail-queue-note').textContent()).toBe(oldest);
        await screenshot(page, `admin-dashboard-mail-queue-${language}-${viewport === PHONE ? 'phone' : 'desktop'}`);
      }
    } finally {
      await pool.query('DELETE FROM pgboss.job WHERE id = $1', [rows[0]!.id]);
    }
  });
});

describe('users', () => {
  it('pages through every user at every page size, keeping page and size in the address', async () => {
    const { page } = await adminPage();
    const ids = await allUserIds();
    const total = ids.length;
    const table = page.getByTestId('users-table');

    await page.goto('/admin/users');
    await waitForPageOf(page, `Page 1 of ${Math.ceil(total / 10)}`);
    expect(await page.getByTestId('total-count').textContent()).toBe(`Total: ${total}`);
    expect(await shownIds(table)).toEqual(ids.slice(0, 10));
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    const sizeSelect = page.getByLabel('Per page');
    expect(await sizeSelect.locator('option').allTextContents()).toEqual(['1', '10', '25', '50', '100']);

    // Every page at every size, over the users this file made (found by their name): how many users
    // other files have left on the database does not change how many pages are walked.
    const seeded = await seededUserIds();
    expect(seeded).toHaveLength(USERS_TO_SEED);
    const search = `search=${seededPrefix}`;
    for (const size of [10, 25, 50, 100]) {
      await page.goto(`/admin/users?${search}&page=2&per_page=10`);
      await waitForPageOf(page, `Page 2 of ${Math.ceil(USERS_TO_SEED / 10)}`);
      // A new size starts again at page 1.
      if (size !== 10) await sizeSelect.selectOption(String(size));
      else await page.getByRole('button', { name: 'Previous' }).click();
      await waitForAddress(page, `/admin/users?${search}&page=1&per_page=${size}`);
      const pageCount = Math.ceil(USERS_TO_SEED / size);
      for (let current = 1; current <= pageCount; current += 1) {
        if (current > 1) await page.getByRole('button', { name: 'Next' }).click();
        await waitForPageOf(page, `Page ${current} of ${pageCount}`);
        expect(await shownIds(table), `size ${size}, page ${current}`).toEqual(
          seeded.slice((current - 1) * size, current * size),
        );
      }
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      expect(pathAndQuery(page)).toBe(`/admin/users?${search}&page=${pageCount}&per_page=${size}`);
    }

    await page.goto('/admin/users');
    await waitForPageOf(page, `Page 1 of ${Math.ceil(total / 10)}`);
    await sizeSelect.selectOption('1');
    await waitForPageOf(page, `Page 1 of ${total}`);
    for (let current = 2; current <= 4; current += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await waitForPageOf(page, `Page ${current} of ${total}`);
    }
    expect(await shownIds(table)).toEqual([ids[3]]);
    expect(pathAndQuery(page)).toBe('/admin/users?page=4&per_page=1');
    await page.goBack();
    await waitForPageOf(page, `Page 3 of ${total}`);
    expect(await shownIds(table)).toEqual([ids[2]]);

    // A shared link opens the same page; a page past the end moves to the last one.
    await page.goto('/admin/users?page=2&per_page=25');
    expect(await shownIds(table)).toEqual(ids.slice(25, 50));
    await page.goto('/admin/users?page=999&per_page=100');
    await waitForAddress(page, `/admin/users?page=${Math.ceil(total / 100)}&per_page=100`);
  });

  it('shows verified yes/no, coloured role badges and dd.MM.yyyy HH:mm', async () => {
    const { page } = await adminPage();
    const { rows } = await pool.query<{ id: number; verified: boolean; roles: string[] }>(
      `SELECT id, email_verified_at IS NOT NULL AS verified, roles FROM users
       WHERE username LIKE 's%\\_7' ESCAPE '\\' ORDER BY id DESC LIMIT 1`,
    );
    const seeded = rows[0]!;
    const ids = await allUserIds();
    const index = ids.indexOf(seeded.id);
    await page.goto(`/admin/users?page=${Math.floor(index / 100) + 1}&per_page=100`);
    const row = page.locator(`tr[data-row-id="${seeded.id}"]`);
    await row.waitFor();
    const headers = await page.getByTestId('users-table').locator('thead th').allTextContents();
    expect(headers).toEqual(['ID', 'Username', 'Email', 'Verified', 'Roles', 'Categories', 'Created', 'Actions']);
    const cells = await row.locator('td').allTextContents();
    expect(cells[3]).toBe(seeded.verified ? 'Yes' : 'No');
    expect(cells[4]).toBe('Organizer');
    expect(cells[6]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const badge = row.locator('[data-role="organizer"]');
    expect(
      await badge.evaluate((el) => getComputedStyle(el).getPropertyValue('--chakra-colors-color-palette-fg')),
    ).toBe(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-fg')),
    );
  });

  it('edits an email address and roles, refuses a taken address, and logs the change', async () => {
    const target = await db.createUser();
    const other = await db.createUser();
    // The target is logged in elsewhere: a role change must end that session.
    const targetPage = await openPage(browser, { language: 'en' });
    await db.signIn(targetPage.context(), target);
    await targetPage.goto('/app/dashboard');
    await targetPage.getByTestId('signed-in-username').waitFor();

    const { page, admin } = await adminPage();
    // Found by a search: other files add and delete users meanwhile, so a page number can miss it.
    await page.goto(`/admin/users?search=${target.username}`);
    await page.getByRole('link', { name: `Edit ${target.username}` }).click();
    await page.waitForURL(`**/admin/users/${target.id}/edit`);
    await page.getByRole('heading', { name: 'Edit user', level: 1 }).waitFor();

    const form = page.getByTestId('user-form');
    const username = form.getByLabel('Username');
    expect(await username.inputValue()).toBe(target.username);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    const email = form.getByLabel('Email address');
    expect(await email.inputValue()).toBe(target.email);

    await email.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter an email address.').waitFor();
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a valid email address.').waitFor();

    await email.fill(other.email.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Another account already uses this email address.').waitFor();
    await toast(page, 'An account with this email address already exists.').waitFor();
    expect((await pool.query('SELECT email FROM users WHERE id = $1', [target.id])).rows[0].email).toBe(target.email);

    const newEmail = `${target.username}.new@example.org`;
    const mailBefore = await lastMailId();
    await email.fill(newEmail);
    await page.getByRole('checkbox', { name: 'Organizer' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Women4Cyber' }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'The user was saved.').waitFor();
    await page.getByTestId('email-status').filter({ hasText: 'Not verified' }).waitFor();

    const { rows } = await pool.query('SELECT email, roles, email_verified_at FROM users WHERE id = $1', [target.id]);
    expect(rows[0]).toEqual({ email: newEmail, roles: ['organizer', 'women4cyber'], email_verified_at: null });
    // The new address gets a verification link; the role change signed the user out.
    await waitForMail(newEmail, mailBefore);
    await targetPage.goto('/app/dashboard');
    await targetPage.waitForURL((url) => url.pathname === '/auth/login');

    const entry = page.getByTestId('audit-entry').first();
    await entry.filter({ hasText: 'Changed the account' }).waitFor();
    expect(await entry.textContent()).toContain(`by ${admin.username}`);
    expect(await entry.textContent()).toContain(`Email: ${target.email} → ${newEmail}`);
    expect(await entry.textContent()).toContain('Roles: No roles → Organizer, Women4Cyber');

    await screenshot(page, 'admin-user-edit-en-desktop');
    await page.getByRole('link', { name: 'Cancel' }).click();
    // Back to the list as it was left.
    await page.waitForURL(
      (url) => url.pathname === '/admin/users' && url.searchParams.get('search') === target.username,
    );
    const row = page.locator(`tr[data-row-id="${target.id}"]`);
    // The list shows its cached page at once and refetches it (the save invalidated it).
    await row.locator('[data-role]').filter({ hasText: 'Women4Cyber' }).waitFor();
    expect(await row.locator('[data-role]').allTextContents()).toEqual(['Organizer', 'Women4Cyber']);
  });

  it('does not let an admin remove their own admin role or delete themself', async () => {
    const { page, admin } = await adminPage();
    await page.goto(`/admin/users/${admin.id}/edit`);
    const adminRole = page.getByRole('checkbox', { name: 'Admin' });
    await adminRole.waitFor({ state: 'attached' });
    expect(await adminRole.isChecked()).toBe(true);
    expect(await adminRole.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await page.getByText('You cannot remove your own admin role.').waitFor();
  });

  it('deletes a user after a confirmation, then shows the list', async () => {
    const victim = await db.createUser();
    const { page } = await adminPage();
    await page.goto(`/admin/users/${victim.id}/edit`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await pool.query('SELECT 1 FROM users WHERE id = $1', [victim.id])).rowCount).toBe(1);

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText(victim.username).waitFor();
    await dialog.getByRole('button', { name: 'Delete the user' }).click();
    await toast(page, `The user ${victim.username} was deleted.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    expect((await pool.query('SELECT 1 FROM users WHERE id = $1', [victim.id])).rowCount).toBe(0);
  });
});

describe('institutions', () => {
  it('creates, validates, searches in either script, sorts, edits and deletes', async () => {
    const word = marker('zq');
    const { page } = await adminPage();
    await page.goto('/admin/institutions');
    await page.getByRole('heading', { name: 'Institutions', level: 1 }).waitFor();
    expect(await page.getByLabel('Per page').locator('option').allTextContents()).toEqual(['10', '25', '50', '100']);

    await page.getByRole('link', { name: 'New institution' }).click();
    await page.waitForURL('**/admin/institutions/new');
    const form = page.getByTestId('institution-form');
    await form.getByRole('button', { name: 'Create the institution' }).click();
    for (const message of [
      'The name must have at least 2 characters.',
      'Enter the city.',
      'Choose the region.',
      'Choose the type.',
    ]) {
      await form.getByText(message).waitFor();
    }
    // The contact email is optional (imported institutions have none): the same validation pass names no error there.
    expect(await form.getByText('Enter an email address.').count()).toBe(0);
    expect(await form.getByLabel('Notes').getAttribute('rows')).toBe('4');

    const fill = async (name: string, city: string, type: string) => {
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('City').fill(city);
      await form.getByLabel('Region').selectOption({ label: 'Southern and Eastern Serbia' });
      await form.getByLabel('Type').selectOption({ label: type });
      await form.getByLabel('Contact email').fill('kontakt@example.org');
    };
    await fill(`Gimnazija ${word}`, 'Niš', 'High school');
    await form.getByLabel('Contact email').fill('kontakt');
    await form.getByRole('button', { name: 'Create the institution' }).click();
    await form.getByText('Enter a valid email address.').waitFor();
    await form.getByLabel('Contact email').fill('kontakt@example.org');
    await form.getByLabel('Notes').fill('Direktor: prof. Petrović');
    await form.getByRole('button', { name: 'Create the institution' }).click();
    await toast(page, `The institution Gimnazija ${word} was created.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/institutions');

    // The same name in the same city is refused.
    await page.getByRole('link', { name: 'New institution' }).click();
    await fill(`gimnazija ${word}`, 'niš', 'High school');
    await form.getByRole('button', { name: 'Create the institution' }).click();
    await form.getByText('An institution with this name already exists in this city.').waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/institutions');

    const academyId = await createInstitution(`Akademija ${word}`, 'Beograd', 'university');

    // Cyrillic finds Latin: "Ниш" matches "Niš".
    const table = page.getByTestId('institutions-table');
    await searchFor(page.getByRole('searchbox', { name: 'Search by name or city' }), `${word} Ниш`);
    await waitForTotal(page, 1);
    // The total and the rows come in separate answers: wait for the rows of this search too.
    await expect
      .poll(() => tableRows(table).locator('td:nth-child(2)').allTextContents())
      .toEqual([`Gimnazija ${word}`]);
    expect(await tableRows(table).locator('td:nth-child(3)').allTextContents()).toEqual(['High school']);

    await searchFor(page.getByRole('searchbox', { name: 'Search by name or city' }), word);
    await waitForTotal(page, 2);
    const names = () => tableRows(table).locator('td:nth-child(2)').allTextContents();
    expect(await names()).toEqual([`Akademija ${word}`, `Gimnazija ${word}`]);
    const nameHeader = table.locator('th', { hasText: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('direction') === 'desc');
    await expect.poll(names).toEqual([`Gimnazija ${word}`, `Akademija ${word}`]);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await table.locator('th', { hasText: 'City' }).getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'city');
    await expect.poll(names).toEqual([`Akademija ${word}`, `Gimnazija ${word}`]);
    const listAddress = pathAndQuery(page);
    await page.getByLabel('Per page').selectOption('25');
    await page.waitForURL((url) => url.searchParams.get('per_page') === '25' && url.searchParams.get('page') === '1');
    await page.goBack();
    await waitForAddress(page, listAddress);

    // Edit: back to the same list afterwards, which shows the change.
    await page.getByRole('link', { name: `Edit Gimnazija ${word}` }).click();
    await page.waitForURL('**/edit');
    expect(await form.getByLabel('Notes').inputValue()).toBe('Direktor: prof. Petrović');
    await form.getByLabel('City').fill('Pirot');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, `The institution Gimnazija ${word} was saved.`).waitFor();
    await waitForAddress(page, listAddress);
    await expect
      .poll(() => tableRows(table).locator('td:nth-child(4)').allTextContents())
      .toEqual(['Beograd', 'Pirot']);

    // An institution an application names cannot be deleted; the admin is told why.
    await createApplicant(marker('Inuse'), { institutionId: academyId });
    await page.getByRole('link', { name: `Edit Akademija ${word}` }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete the institution' }).click();
    await toast(page, 'This institution cannot be deleted: competitors have chosen it.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/institutions/${academyId}/edit`);
    await page.getByRole('link', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: `Edit Gimnazija ${word}` }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this institution?' });
    await dialog.getByRole('button', { name: 'Delete the institution' }).click();
    await toast(page, `The institution Gimnazija ${word} was deleted.`).waitFor();
    await waitForAddress(page, listAddress);
    await expect.poll(names).toEqual([`Akademija ${word}`]);
    await waitForTotal(page, 1);
  });
});

describe('competitors', () => {
  it('opens on all competitors, titled and described, with every tab at its own address', async () => {
    const { page } = await adminPage({ language: 'sr' });
    await page.goto('/admin/competitors');
    await page.waitForURL('**/admin/competitors/all');
    await page.getByRole('heading', { name: 'Такмичари', level: 1 }).waitFor();
    await page.getByText('Управљајте такмичарима и стањем њихових пријава').waitFor();
    const tabs = page.getByRole('tablist', { name: 'Спискови такмичара' });
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Сви такмичари', 'CTF тим', 'У обради', 'Одбијени']);
    await tabs.getByRole('tab', { name: 'CTF тим' }).click();
    await page.waitForURL('**/admin/competitors/ctf-team');
    await page.getByTestId('team-banner').getByText('Заједно чине званични CTF тим.').waitFor();
    await tabs.getByRole('tab', { name: 'У обради' }).click();
    await page.waitForURL('**/admin/competitors/pending');
    await page.getByTestId('pending-banner').waitFor();
    await page.goBack();
    await page.waitForURL('**/admin/competitors/ctf-team');
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('CTF тим');
  });

  it('fits a phone and the Serbian desktop: every tab in view, addresses wrapped at the @, the date beside the actions', async () => {
    // An x keeps the word itself in Latin in the Serbian interface (a letter Serbian does not write).
    const word = marker('Zx');
    const member = await createApplicant(`${word}Tim`, {
      status: 'accepted',
      institutionId: await createInstitution(`Elektrotehnička škola „Nikola Tesla” ${word}`, 'Beograd'),
    });
    const email = `${member.user.username}.jelena.petrovic@ucenici.primer-skole.example.org`;
    await pool.query('UPDATE users SET email = $1 WHERE id = $2', [email, member.user.id]);

    for (const language of ['sr', 'en'] as const) {
      const { page } = await adminPage({ language, viewport: PHONE });
      await page.goto(`/admin/competitors/ctf-team?search=${word}`);
      const row = page.locator(`tr[data-row-id="${member.id}"]`);
      await row.waitFor();
      // No tab is cut at the edge of the screen: each one lies whole inside the tab bar.
      const bar = await page.getByRole('tablist').boundingBox();
      for (const tab of await page.getByRole('tab').all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x, `${language}: ${await tab.textContent()}`).toBeGreaterThanOrEqual(bar!.x);
        expect(box.x + box.width, `${language}: ${await tab.textContent()}`).toBeLessThanOrEqual(bar!.x + bar!.width);
      }
      // The address in the card wraps only after the @, before a dot or after a hyphen, never inside a word.
      const card = row.locator('[data-part="phone-details"]');
      const breaks = await card.getByText(email, { exact: true }).evaluate((element) => {
        const text = element.textContent ?? '';
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const tops: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            tops.push(Math.round(range.getBoundingClientRect().top));
          }
        }
        return tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! ? [`${text[i - 1]}|${text[i]}`] : []));
      });
      expect(breaks.length, language).toBeGreaterThan(0);
      for (const at of breaks) expect(at, language).toMatch(/^[@-]\||\|\.$/);

      if (language === 'sr') {
        // The Serbian desktop: the institution in Cyrillic and the team date whole, left of the actions
        // column that stays at the table's right edge.
        await page.setViewportSize(DESKTOP);
        // The member's categories in the picked season (born 9 March 2007: 18 on its reference day).
        const { rows: seasons } = await pool.query<{ id: number }>(
          `INSERT INTO seasons (name) VALUES ($1) RETURNING id`,
          [`0-e2e-${word}`],
        );
        await pool.query(
          `INSERT INTO season_categories (season_id, code, name, age_min, reference_date)
           VALUES ($1, 'seniori', 'Сениори', 18, '2025-12-01')`,
          [seasons[0]!.id],
        );
        await page.goto(`/admin/competitors/ctf-team?search=${word}&season_id=${seasons[0]!.id}`);
        await expect.poll(() => row.locator('td').nth(5).textContent()).toBe('Сениори');
        expect(await page.getByTestId('competitors-table').locator('thead th').nth(5).textContent()).toBe('Категорије');
        await expect
          .poll(() => row.locator('td').nth(3).textContent())
          .toBe(`Електротехничка школа „Никола Тесла” ${word} - Београд`);
        const date = (await row.locator('td').nth(4).boundingBox())!;
        const actions = (await row.locator('td').last().boundingBox())!;
        expect(date.x + date.width).toBeLessThanOrEqual(actions.x);
      }
      await page.context().close();
    }
  });

  it('lists every tab with its columns, searched, sorted and paged on the server', async () => {
    const word = marker('Zk');
    const school = await createInstitution(`Tehnička škola ${word}`, 'Kragujevac');
    const pending = [];
    // Names sort in Serbian order with numbers as numbers (Cup 2 before Cup 11): a letter keeps the
    // marker's own digits apart from the numbering.
    for (let n = 0; n < 12; n += 1) pending.push(await createApplicant(`${word}A${String(n).padStart(2, '0')}`));
    const member = await createApplicant(`${word}Team`, { status: 'accepted', institutionId: school });
    const typedMember = await createApplicant(`${word}Typed`, { status: 'accepted', institutionName: 'Moja škola' });
    const rejected = await createApplicant(`${word}Rej`, { status: 'rejected' });

    const { page } = await adminPage();
    const table = page.getByTestId('competitors-table');
    const headers = () => table.locator('thead th').allTextContents();
    const column = (n: number) => tableRows(table).locator(`td:nth-child(${n})`).allTextContents();
    const search = page.getByRole('searchbox', { name: 'Search by name, username or email' });

    await page.goto('/admin/competitors/all');
    await searchFor(search, word);
    await waitForTotal(page, 15);
    expect(await headers()).toEqual(['ID', 'Full name', 'Account', 'CTF team', 'Categories', 'Applied', 'Actions']);
    await waitForPageOf(page, 'Page 1 of 2');
    await table.locator('th', { hasText: 'Full name' }).getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    // The whole list names the status under each name.
    const names = () => tableRows(table).locator('td:nth-child(2) [data-part="name"]').allTextContents();
    const statuses = () => tableRows(table).locator('td:nth-child(2) [data-status]').allTextContents();
    await expect.poll(names).toEqual(pending.slice(0, 10).map((a) => a.fullName));
    await page.getByRole('button', { name: 'Next' }).click();
    await waitForPageOf(page, 'Page 2 of 2');
    await expect
      .poll(names)
      .toEqual([pending[10]!, pending[11]!, rejected, member, typedMember].map((a) => a.fullName));
    expect(await column(4)).toEqual(['No', 'No', 'No', 'Yes', 'Yes']);
    expect(await statuses()).toEqual(['Pending', 'Pending', 'Rejected', 'Accepted', 'Accepted']);
    for (const applied of await column(6)) expect(applied).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(pathAndQuery(page)).toBe(`/admin/competitors/all?page=2&per_page=10&search=${word}&sort=name&direction=asc`);

    await searchFor(search, member.user.username);
    await waitForTotal(page, 1);
    await searchFor(search, `${word}-nobody`);
    await page.getByTestId('list-empty').getByText('Nothing matches the search.').waitFor();

    await page.goto(`/admin/competitors/ctf-team?search=${word}`);
    await page.getByTestId('team-banner').waitFor();
    await waitForTotal(page, 2);
    expect(await headers()).toEqual([
      'ID',
      'Name',
      'Account',
      'Institution',
      'Joined the team',
      'Categories',
      'Actions',
    ]);
    const byName = async (n: number) => {
      const names = await column(2);
      const values = await column(n);
      return Object.fromEntries(names.map((name, i) => [name, values[i]]));
    };
    expect(await byName(4)).toEqual({
      [member.fullName]: `Tehnička škola ${word} - Kragujevac`,
      [typedMember.fullName]: 'Moja škola',
    });
    await page.getByRole('button', { name: `View ${member.fullName}` }).click();
    const dialog = page.getByTestId('competitor-dialog');
    await dialog.getByTestId('team-member-badge').filter({ hasText: 'CTF team member' }).waitFor();
    await dialog.getByText('Joined the team').waitFor();
    await dialog.getByText('09.03.2007').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/admin/competitors/pending?search=${word}`);
    await page.getByTestId('pending-banner').waitFor();
    await waitForTotal(page, 12);
    expect(await headers()).toEqual(['Select', 'ID', 'Name', 'Account', 'Applied', 'Actions']);
    await page.getByLabel('Per page').selectOption('25');
    await waitForPageOf(page, 'Page 1 of 1');
    expect(await tableRows(table).count()).toBe(12);
    const row = page.locator(`tr[data-row-id="${pending[0]!.id}"]`);
    expect(await row.getByRole('button').allTextContents()).toEqual(['View', 'Accept', 'Reject']);

    const pendingCount = Number(
      (
        await pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM competitor_applications WHERE is_current AND status = 'pending'`,
        )
      ).rows[0]!.n,
    );
    expect(pendingCount).toBeGreaterThan(0);
    await searchFor(search, `${word}-nobody`);
    await page.getByTestId('list-empty').getByText('Nothing matches the search.').waitFor();
  });

  it('accepts an application after changing its institution, rejects one with a reason and reconsiders it', async () => {
    const word = marker('Zd');
    const school = `Matematička gimnazija ${word}`;
    await createInstitution(school, 'Beograd');
    const accepted = await createApplicant(`${word}Prva`, { language: 'en', institutionName: 'Matematicka gim' });
    const rejected = await createApplicant(`${word}Druga`, { language: 'sr' });
    const { page, admin } = await adminPage();
    const mailBefore = await lastMailId();

    await page.goto(`/admin/competitors/pending?search=${word}`);
    await waitForTotal(page, 2);
    await page.getByRole('button', { name: `View ${accepted.fullName}` }).click();
    const dialog = page.getByTestId('competitor-dialog');
    await dialog.getByRole('heading', { name: accepted.fullName }).waitFor();
    await dialog
      .getByTestId('competitor-institution')
      .filter({ hasText: 'Matematicka gim (entered by the applicant)' })
      .waitFor();

    // The institution picker: saving needs a choice; it closes on success.
    await dialog.getByRole('button', { name: 'Choose the institution' }).click();
    const picker = page.getByTestId('institution-picker');
    const save = picker.getByRole('button', { name: 'Save the institution' });
    expect(await save.isDisabled()).toBe(true);
    await picker.getByRole('searchbox', { name: 'Search institutions' }).fill(`математичка ${word}`);
    await picker.getByRole('radio', { name: new RegExp(school) }).check();
    await save.click();
    await toast(page, `The institution of ${accepted.fullName} is now ${school} - Beograd.`).waitFor();
    await picker.waitFor({ state: 'hidden' });
    await dialog
      .getByTestId('competitor-institution')
      .filter({ hasText: `${school} - Beograd` })
      .waitFor();

    // While the decision is on its way the buttons wait and say so.
    const acceptHeld = await holdRequests(page, '**/trpc/admin.competitors.accept*');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    // Accepting asks first (issue 11).
    const confirmAccept = page.getByRole('alertdialog');
    await confirmAccept.getByRole('button', { name: 'Accept' }).click();
    const accepting = confirmAccept.getByRole('button', { name: 'Accepting…' });
    await accepting.waitFor();
    expect(await accepting.isDisabled()).toBe(true);
    // The competitor dialog behind the confirmation waits too (hidden from the accessibility tree meanwhile).
    expect(await dialog.locator('button', { hasText: /^Reject$/ }).isDisabled()).toBe(true);
    acceptHeld.release();
    await toast(page, `The application of ${accepted.fullName} was accepted.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await waitForTotal(page, 1);

    // Rejected from its row, with a reason.
    const rejectHeld = await holdRequests(page, '**/trpc/admin.competitors.reject*');
    await page.getByRole('button', { name: `Reject ${rejected.fullName}` }).click();
    const rejectDialog = page.getByTestId('reject-dialog');
    await rejectDialog.getByLabel('Reason (optional)').fill('Nedostaje potvrda o upisu.');
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    const rejecting = rejectDialog.getByRole('button', { name: 'Rejecting…' });
    await rejecting.waitFor();
    expect(await rejecting.isDisabled()).toBe(true);
    rejectHeld.release();
    await toast(page, `The application of ${rejected.fullName} was rejected.`).waitFor();
    await rejectDialog.waitFor({ state: 'hidden' });
    await page.getByTestId('list-empty').waitFor();

    // Both applicants hear the decision, each in their own language.
    const acceptedMail = await waitForMail(accepted.user.email, mailBefore);
    expect(acceptedMail.subject).toBe('Your competitor application was accepted');
    const rejectedMail = await waitForMail(rejected.user.email, mailBefore);
    expect(rejectedMail.subject).toBe('Ваша пријава за такмичара није прихваћена');
    expect(rejectedMail.text).toContain('Образложење: Nedostaje potvrda o upisu.');

    // The rejected one is reconsidered from "all"; the log tells the story.
    await page.getByRole('tab', { name: 'All competitors' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/competitors/all');
    // The address changes before the new tab is drawn (a transition): type into the new tab's box.
    await page.getByTestId('pending-banner').waitFor({ state: 'detached' });
    await searchFor(page.getByRole('searchbox'), rejected.lastName);
    await waitForTotal(page, 1);
    await page.getByRole('button', { name: `View ${rejected.fullName}` }).click();
    await dialog.getByText('Nedostaje potvrda o upisu.').first().waitFor();
    expect(await dialog.locator('[data-status]').textContent()).toBe('Rejected');
    await dialog.getByRole('button', { name: 'Reconsider' }).click();
    await toast(page, `The application of ${rejected.fullName} is pending again.`).waitFor();
    await dialog.locator('[data-status="pending"]').waitFor();
    const entries = dialog.getByTestId('audit-entry');
    await entries.first().filter({ hasText: 'Returned the application for review' }).waitFor();
    const rejection = await entries.nth(1).textContent();
    expect(rejection).toContain('Rejected the application');
    expect(rejection).toContain(`by ${admin.username}`);
    expect(rejection).toContain('Status: Pending → Rejected');
    expect(rejection).toContain('Reason: Nedostaje potvrda o upisu.');
    await dialog.getByRole('button', { name: 'Accept' }).waitFor();
    await page.keyboard.press('Escape');

    await searchFor(page.getByRole('searchbox'), accepted.lastName);
    await waitForTotal(page, 1);
    await page.getByRole('button', { name: `View ${accepted.fullName}` }).click();
    await dialog.getByTestId('team-member-badge').waitFor();
    expect(await dialog.getByTestId('audit-entry').allTextContents()).toEqual([
      expect.stringContaining('Accepted the application'),
      expect.stringContaining(`Institution: Matematicka gim → ${school}`),
    ]);
    expect(
      (await pool.query('SELECT status, ctf_team FROM competitor_applications WHERE id = $1', [accepted.id])).rows[0],
    ).toEqual({
      status: 'accepted',
      ctf_team: true,
    });
  });

  it('shows the server message when a decision is refused', async () => {
    const applicant = await createApplicant(marker('Zr'));
    const { page } = await adminPage();
    await page.goto(`/admin/competitors/pending?search=${applicant.lastName}`);
    await page.getByRole('button', { name: `Accept ${applicant.fullName}` }).waitFor();
    // Decided elsewhere in the meantime.
    await pool.query(`UPDATE competitor_applications SET status = 'accepted' WHERE id = $1`, [applicant.id]);
    await page.getByRole('button', { name: `Accept ${applicant.fullName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'There is no pending application to decide.').waitFor();
  });
});

describe('CTFd clients', () => {
  it('lists registered clients without their secrets', async () => {
    const clientId = marker('client');
    await pool.query(
      `INSERT INTO ctfd_clients (client_id, secret_hash, name, redirect_uri) VALUES ($1, $2, 'Playground CTFd', $3)`,
      [clientId, 'f'.repeat(64), 'https://play.example.org/redirect'],
    );
    const { page } = await adminPage();
    await page.goto('/admin');
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'CTFd clients' }).click();
    await page.waitForURL('**/admin/ctfd-clients');
    const row = page.locator(`tr[data-row-id="${clientId}"]`);
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual([
      'Playground CTFd',
      'Playground (24/7)',
      clientId,
      'https://play.example.org/redirect',
      // No CTFd API token stored for it: the admin is told changes will not reach it.
      'No token: changes are not pushed',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
    ]);
    expect(await page.content()).not.toContain('f'.repeat(64));
  });
});

describe('every admin screen and dialog, in both languages, on a desktop and a phone', () => {
  const TEXTS = {
    en: {
      delete: 'Delete',
      cancel: 'Cancel',
      choose: 'Choose the institution',
      create: 'Create the institution',
      reject: 'Reject',
    },
    sr: {
      delete: 'Обриши',
      cancel: 'Откажи',
      choose: 'Изабери институцију',
      create: 'Направи институцију',
      reject: 'Одбиј',
    },
  };
  let setup: { admin: TestUser; edited: TestUser; institutionId: number; word: string; applicant: Applicant };

  beforeAll(async () => {
    const word = marker('Zs');
    const institutionId = await createInstitution(`Elektrotehnička škola „Nikola Tesla” ${word}`, 'Beograd');
    await createApplicant(`${word}Clan`, { status: 'accepted', institutionId });
    await createApplicant(`${word}Odbijen`, { status: 'rejected' });
    const applicant = await createApplicant(`${word}Novak`, { institutionName: 'Gimnazija Svetozar Marković, Niš' });
    const admin = await db.createUser({ roles: ['admin'] });
    const edited = await db.createUser({ roles: ['organizer'] });
    await pool.query(
      `INSERT INTO audit_log (actor_id, actor_username, action, target_type, target_id, before, after)
       VALUES ($1, $2, 'user.update', 'user', $3, $4, $5)`,
      [
        admin.id,
        admin.username,
        edited.id,
        JSON.stringify({ email: `old.${edited.email}`, roles: [] }),
        JSON.stringify({ email: edited.email, roles: ['organizer'] }),
      ],
    );
    setup = { admin, edited, institutionId, word, applicant };
  });

  for (const language of ['sr', 'en'] as const) {
    it(`${language}, on a desktop and a phone`, { timeout: 120_000 }, async () => {
      const text = TEXTS[language];
      const { admin, edited, institutionId, word, applicant } = setup;
      const page = await openPage(browser, { language, viewport: WORKING_SIZE[language] });
      await db.signIn(page.context(), admin);
      const h1 = page.locator('h1').first();
      /** The page as it is now, on a desktop and on a phone: no sideways scrolling (unless a dialog is open), a screenshot. */
      const shoot = (name: string, checkOverflow = true) =>
        atEachSize(page, async (size) => {
          if (checkOverflow) await expectNoHorizontalScroll(page, `${name}-${language}-${size}`);
          await screenshot(page, `${name}-${language}-${size}`);
        });

      await page.goto('/admin');
      await page.getByTestId('stat-users').waitFor();
      await shoot('admin-dashboard');

      // The phone's menu.
      await page.setViewportSize(PHONE);
      await page.locator('header button[aria-haspopup="dialog"]').click();
      await page.getByTestId('admin-mobile-menu').waitFor();
      await screenshot(page, `admin-menu-${language}-phone`);
      await page.keyboard.press('Escape');
      await page.getByTestId('admin-mobile-menu').waitFor({ state: 'hidden' });
      await page.setViewportSize(WORKING_SIZE[language]);

      await page.goto('/admin/users?page=1&per_page=25');
      await page.getByTestId('users-table').waitFor();
      await shoot(`admin-users`);

      await page.goto(`/admin/users/${edited.id}/edit`);
      await page.getByTestId('audit-entry').first().waitFor();
      await shoot(`admin-user-edit`);
      await page.getByTestId('user-form').getByRole('button', { name: text.delete, exact: true }).click();
      await page.getByRole('alertdialog').waitFor();
      await shoot(`admin-user-delete`, false);
      await page.getByRole('alertdialog').getByRole('button', { name: text.cancel }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'hidden' });

      await page.goto('/admin/institutions');
      await page.getByTestId('institutions-table').waitFor();
      await shoot(`admin-institutions`);

      await page.goto('/admin/institutions/new');
      await page.getByRole('button', { name: text.create }).click();
      await page.locator('[data-part="error-text"]').first().waitFor();
      await shoot(`admin-institution-new`);

      await page.goto(`/admin/institutions/${institutionId}/edit`);
      await page.getByTestId('institution-form').waitFor();
      await shoot(`admin-institution-edit`);

      for (const tab of ['all', 'ctf-team', 'pending']) {
        await page.goto(`/admin/competitors/${tab}?search=${word}`);
        await page.getByTestId('competitors-table').waitFor();
        await h1.waitFor();
        await shoot(`admin-competitors-${tab}`);
      }

      const row = page.locator(`tr[data-row-id="${applicant.id}"]`);
      await row.getByRole('button').first().click();
      const dialog = page.getByTestId('competitor-dialog');
      await dialog.getByTestId('audit-log').waitFor();
      await shoot(`admin-competitor-dialog`, false);
      await dialog.getByRole('button', { name: text.choose }).click();
      const picker = page.getByTestId('institution-picker');
      await picker.locator('input[type="radio"]').first().waitFor();
      await picker.locator('input[type="radio"]').first().check();
      await shoot(`admin-institution-picker`, false);
      await picker.getByRole('button', { name: text.cancel }).click();
      await picker.waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await row.getByRole('button', { name: text.reject, exact: false }).click();
      await page.getByTestId('reject-dialog').waitFor();
      await shoot(`admin-reject-dialog`, false);
      await page.getByTestId('reject-dialog').getByRole('button', { name: text.cancel }).click();

      await page.goto('/admin/ctfd-clients');
      await h1.waitFor();
      await page.locator('[data-testid="ctfd-clients-table"], [data-testid="list-empty"]').first().waitFor();
      await shoot(`admin-ctfd-clients`);
      await page.context().close();
    });
  }
});
