import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { hashToken } from '../server/src/services/auth/crypto';
import { sealSecret } from '../server/src/services/secrets/sealed';
import { REFUSAL_TEXT } from '../server/src/services/ctfd/refusal';
import { CONTINUE_TEXT } from '../server/src/services/ctfd/continue';
import { PASSWORD, type TestUser, uniqueName } from './support/accounts';
import { PHONE, expectNoHorizontalScroll, openPage, screenshot } from './support/browser';
import { type FakeCtfd, startFakeCtfd } from './support/fake-ctfd';
import { E2E_ENV } from './support/global-setup';
import { listedNameIn, toSearchKey } from '../shared/src/transliteration';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { fillRegistration, solveBotCheck, submitLogin } from './support/auth-forms';
import { openPlatform, usePool } from './support/platform';

const { browser, db } = await openPlatform();
const pool = usePool();
const baseUrl = inject('baseUrl');
const tokenKey = Buffer.from(E2E_ENV.CTFD_TOKEN_KEY, 'base64');

const clientIds: string[] = [];
const slugs: string[] = [];
afterAll(async () => {
  await pool.query(`DELETE FROM ctfd_clients WHERE client_id = ANY($1)`, [clientIds]);
  await pool.query(`DELETE FROM competitions WHERE slug = ANY($1)`, [slugs]);
});

const suffix = () => randomBytes(3).toString('hex');

async function insertCompetition(name: string, stage: 'warmup' | 'quals' = 'warmup') {
  const slug = `ctfd-${suffix()}`;
  slugs.push(slug);
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO competitions (name, slug, visibility, stage) VALUES ($1, $2, 'public', $3) RETURNING id`,
    [name, slug, stage],
  );
  return { id: rows[0]!.id, slug, name };
}

/** A CTFd (the 3.8.7 fake) registered as a client, the way `npm run ctfd:client` does, with or without its API token. */
async function ctfdFor(competitionId: number | null, { apiToken }: { apiToken?: string } = {}) {
  const credentials = { clientId: `e2e-${suffix()}`, clientSecret: randomBytes(24).toString('hex') };
  const ctfd = await startFakeCtfd({ platformUrl: baseUrl, ...credentials, apiToken });
  clientIds.push(credentials.clientId);
  await pool.query(
    `INSERT INTO ctfd_clients (client_id, secret_hash, name, redirect_uri, competition_id, api_url, api_token_encrypted, api_token_set_at)
     VALUES ($1, $2, 'E2E CTFd', $3, $4, $5, $6, $7)`,
    [
      credentials.clientId,
      hashToken(credentials.clientSecret),
      `${ctfd.url}/redirect`,
      competitionId,
      apiToken ? ctfd.url : null,
      apiToken ? sealSecret(tokenKey, apiToken) : null,
      apiToken ? new Date() : null,
    ],
  );
  return Object.assign(ctfd, { clientId: credentials.clientId });
}

async function linkDiscord(user: TestUser) {
  await pool.query(
    `INSERT INTO external_accounts (user_id, provider, provider_user_id, username) VALUES ($1, 'discord', $2, $3)`,
    [user.id, `d-${user.id}`, `d${user.id}`],
  );
}

async function signedInPlayer(language: 'sr' | 'en', viewport = { width: 1280, height: 800 }) {
  const user = await db.createUser();
  await pool.query(`UPDATE users SET language = $1 WHERE id = $2`, [language, user.id]);
  const page = await openPage(browser, { language, viewport });
  await db.signIn(page.context(), user);
  return { user, page };
}

/** CTFd's login button: the browser goes through the platform and back to CTFd (or stops on our page). */
async function clickCtfdLogin(page: Page, ctfd: FakeCtfd) {
  await page.goto(`${ctfd.url}/login`);
  await page.getByRole('link', { name: 'Login with MajorLeagueCyber' }).click();
}

/** A player already logged in on the platform confirms who enters CTFd (the "continue as" step). */
async function continueAs(page: Page, user: TestUser, language: 'sr' | 'en' = 'en') {
  const name = CONTINUE_TEXT[language].continueAs.replace('{user}', user.username);
  await page.getByRole('link', { name }).click();
}

describe('a player CTFd may not let in', () => {
  for (const language of ['sr', 'en'] as const) {
    it(`without a Discord link lands on the platform's page saying so, in ${language}`, async () => {
      const competition = await insertCompetition(`Zagrevanje ${suffix()}`);
      const ctfd = await ctfdFor(competition.id);
      for (const [size, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', PHONE],
      ] as const) {
        const { page } = await signedInPlayer(language, viewport);
        await clickCtfdLogin(page, ctfd);
        const text = REFUSAL_TEXT[language];
        await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
        expect(new URL(page.url()).origin).toBe(baseUrl);
        await page.getByText(text.discord.reason).waitFor();
        await page.getByText(text.discord.next).waitFor();
        await page.getByText(competition.name).waitFor();
        expect(await page.getByText('Received redirect without OAuth code.').count()).toBe(0);
        await expectNoHorizontalScroll(page, `refusal ${language} ${size}`);
        await screenshot(page, `ctfd-refusal-discord-${language}-${size}`);
        // The way back to CTFd, and the next step on the platform.
        expect(await page.getByRole('link', { name: text.back }).getAttribute('href')).toBe(`${ctfd.url}/login`);
        await page.getByRole('link', { name: text.discord.action!.label }).click();
        await page.waitForURL('**/app/account');
        await page.context().close();
      }
    });
  }
});

describe('accounts kept in step with CTFd', () => {
  it('an email changed by an admin reaches CTFd through its API, and the next CTFd login works', async () => {
    const apiToken = `ctfd_${randomBytes(20).toString('hex')}`;
    const ctfd = await ctfdFor(null, { apiToken });
    const { user, page } = await signedInPlayer('en');
    await clickCtfdLogin(page, ctfd);
    await continueAs(page, user);
    await page.getByText(`Logged in as ${user.username} (${user.email})`).waitFor();

    const admin = await db.createUser({ roles: ['admin'] });
    const adminPage = await openPage(browser, { language: 'en' });
    await db.signIn(adminPage.context(), admin);
    await adminPage.goto(`/admin/users/${user.id}/edit`);
    const newEmail = `${user.username}.ctfd@example.org`;
    const mailBefore = await lastMailId();
    await adminPage.getByTestId('user-form').getByLabel('Email address').fill(newEmail);
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await adminPage.getByText('The user was saved.').waitFor();

    // The old address leaves CTFd at once; the new one is given to CTFd once the player opens its link.
    const withdrawn = `unverified-${user.id}@platform.invalid`;
    await expect.poll(() => ctfd.users.find((u) => u.oauth_id === user.id)?.email, { timeout: 20_000 }).toBe(withdrawn);
    const mail = await waitForMail(newEmail, mailBefore);
    await page.goto(linkIn(mail, '/auth/verify-email'));
    await expect.poll(() => ctfd.users.find((u) => u.oauth_id === user.id)?.email, { timeout: 20_000 }).toBe(newEmail);
    expect(ctfd.apiCalls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/users/${ctfd.users[0]!.id}`, body: { email: withdrawn, verified: false } },
      { method: 'PATCH', path: `/users/${ctfd.users[0]!.id}`, body: { email: newEmail, verified: true } },
    ]);

    await clickCtfdLogin(page, ctfd);
    await continueAs(page, user);
    await page.getByText(`Logged in as ${user.username} (${newEmail})`).waitFor();
    expect(ctfd.users.filter((u) => u.oauth_id === user.id)).toHaveLength(1);
    await adminPage.context().close();
    await page.context().close();
  });
});

describe('results from CTFd and for every competition', () => {
  async function organizerOn(slug: string, viewport = { width: 1280, height: 800 }, language: 'sr' | 'en' = 'en') {
    const organizer = await db.createUser({ roles: ['organizer'] });
    const page = await openPage(browser, { language, viewport });
    await db.signIn(page.context(), organizer);
    await page.goto(`/organizer/competitions/${slug}`);
    await page.getByRole('tab', { name: language === 'en' ? 'Results' : 'Резултати' }).click();
    return page;
  }

  it('an organizer imports the CTFd scoreboard and publishes it at /rezultati/{slug}', async () => {
    const competition = await insertCompetition(`Uvoz ${suffix()}`);
    const apiToken = `ctfd_${randomBytes(20).toString('hex')}`;
    const ctfd = await ctfdFor(competition.id, { apiToken });
    const players: TestUser[] = [];
    for (const score of [300, 500]) {
      const { user, page } = await signedInPlayer('en');
      await linkDiscord(user);
      await clickCtfdLogin(page, ctfd);
      await continueAs(page, user);
      await page.getByText(`Logged in as ${user.username}`).waitFor();
      ctfd.users.find((u) => u.oauth_id === user.id)!.score = score;
      players.push(user);
      await page.context().close();
    }
    ctfd.users.push({
      id: 1000,
      name: 'ctfd_local',
      email: 'local@example.org',
      oauth_id: null,
      verified: true,
      banned: false,
      team_id: null,
      score: 400,
    });

    const page = await organizerOn(competition.slug);
    await page.getByRole('button', { name: 'Import from CTFd' }).click();
    const preview = page.getByTestId('preview-table');
    await preview.waitFor();
    await page
      .getByTestId('results-ctfd-unmatched')
      .getByText('CTFd place 2: ctfd_local (400): made in CTFd itself, not by logging in through the platform')
      .waitFor();
    // The row left out takes no place: the players are 1st and 2nd.
    expect(await preview.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^1\\s+${players[1]!.username}\\s+500$`)),
      expect.stringMatching(new RegExp(`^2\\s+${players[0]!.username}\\s+300$`)),
    ]);
    await screenshot(page, 'ctfd-import-preview-en-desktop');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Results published (rows: 2).').waitFor();

    const visitor = await openPage(browser, { language: 'en' });
    await visitor.goto(`/rezultati/${competition.slug}`);
    await visitor.getByRole('heading', { level: 1, name: `Results: ${competition.name}` }).waitFor();
    await visitor.getByRole('cell', { name: players[1]!.username }).waitFor();
    await visitor.context().close();
    await page.context().close();
  });

  it("a second competition's results are published over existing ones after the confirmation, and seen at once", async () => {
    const competition = await insertCompetition(`Drugo ${suffix()}`);
    const page = await organizerOn(competition.slug);
    await page.getByTestId('results-csv').fill('place;username;score\n1;alfa;100\n2;beta;90\n3;gama;80\n');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('results-unknown').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Results published (rows: 3).').waitFor();

    const visitor = await openPage(browser, { language: 'en' });
    await visitor.goto(`/rezultati/${competition.slug}`);
    await visitor.getByRole('cell', { name: 'gama' }).waitFor();

    await page.getByTestId('results-csv').fill('place\tusername\tscore\n1\tbeta\t120\n2\talfa\t100\n3\tdelta\t10\n');
    await page.getByRole('button', { name: 'Preview' }).click();
    const diff = page.getByTestId('results-diff');
    await diff.getByText('New: 1 · removed: 1 · changed: 2 · unchanged: 0').waitFor();
    await diff.getByText('beta: place 2 → 1, score 90 → 120').waitFor();
    await screenshot(page, 'results-diff-en-desktop');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('The 3 stored results are replaced by these 3. New: 1, removed: 1, changed: 2.').waitFor();
    await screenshot(page, 'results-replace-dialog-en-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Replace and publish' }).click();
    await page.getByText('Results published (rows: 3).').waitFor();

    // Seen at once: the page asks again (no-cache), nothing stale.
    await visitor.reload();
    await visitor.getByRole('cell', { name: 'delta' }).waitFor();
    expect(await visitor.getByRole('cell', { name: 'gama' }).count()).toBe(0);
    await page.getByTestId('results-public-link').waitFor();
    await visitor.context().close();
    await page.context().close();
  });
});

describe('continue to CTFd', () => {
  it('the login page names the CTFd being entered, and registration keeps the way back', async () => {
    const competition = await insertCompetition(`Ulaz ${suffix()}`);
    const ctfd = await ctfdFor(competition.id);
    const user = await db.createUser();
    await linkDiscord(user);
    for (const [size, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', PHONE],
    ] as const) {
      for (const language of ['en', 'sr'] as const) {
        const page = await openPage(browser, { language, viewport });
        await clickCtfdLogin(page, ctfd);
        await page.waitForURL('**/auth/login?redirect_uri=**');
        const title = language === 'en' ? 'You are entering CTFd: E2E CTFd' : 'Улазите у CTFd: E2E CTFd';
        await page.getByText(title).waitFor();
        await page.getByText(competition.name, { exact: false }).first().waitFor();
        await screenshot(page, `ctfd-login-notice-${language}-${size}`);
        if (language === 'en' && size === 'desktop') {
          await page.getByRole('link', { name: 'Register here' }).click();
          await page.waitForURL('**/auth/registration?redirect_uri=**');
          await page.getByText(title).waitFor();
          await screenshot(page, `ctfd-registration-notice-${language}-${size}`);
          expect(new URL(page.url()).searchParams.get('redirect_uri')).toMatch(/^\/api\/auth\/external\/ctfd\?/);
        }
        await page.context().close();
      }
    }
  });
});

describe('continue as the logged-in player', () => {
  for (const language of ['sr', 'en'] as const) {
    it(`asks a player already logged in, in ${language}, and continuing signs them in to CTFd`, async () => {
      const ctfd = await ctfdFor(null);
      const text = CONTINUE_TEXT[language];
      for (const [size, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', PHONE],
      ] as const) {
        const { user, page } = await signedInPlayer(language, viewport);
        await clickCtfdLogin(page, ctfd);
        await page.getByRole('heading', { level: 1, name: text.title.replace('{ctfd}', 'E2E CTFd') }).waitFor();
        expect(new URL(page.url()).origin).toBe(baseUrl);
        await page.getByText(REFUSAL_TEXT[language].playground, { exact: false }).waitFor();
        await page.getByRole('button', { name: text.other }).waitFor();
        // Nothing reached CTFd before the click.
        expect(ctfd.logins.filter((login) => login.id === user.id)).toEqual([]);
        await expectNoHorizontalScroll(page, `continue ${language} ${size}`);
        await screenshot(page, `ctfd-continue-as-${language}-${size}`);
        if (size === 'desktop') {
          await continueAs(page, user, language);
          await page.getByText(`Logged in as ${user.username} (${user.email})`).waitFor();
          expect(new URL(page.url()).origin).toBe(ctfd.url);
        }
        await page.context().close();
      }
    });
  }

  it('"use another account" signs out and leads to the login page naming the CTFd, then in as the other player', async () => {
    const ctfd = await ctfdFor(null);
    const { page } = await signedInPlayer('en');
    await clickCtfdLogin(page, ctfd);
    await page.getByRole('button', { name: CONTINUE_TEXT.en.other }).click();
    await page.waitForURL('**/auth/login?redirect_uri=**');
    await page.getByText('You are entering CTFd: E2E CTFd').waitFor();
    await screenshot(page, 'ctfd-another-account-login-en-desktop');
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(session).toMatchObject({ user: null });

    // The other player types their password here: CTFd lets them in with no second question.
    const other = await db.createUser();
    await submitLogin(page, other.username, other.password);
    await page.getByText(`Logged in as ${other.username} (${other.email})`).waitFor();
    expect(ctfd.logins.map((l) => l.name)).toEqual([other.username]);
    await page.context().close();
  });
});

describe('a new player who starts from CTFd', () => {
  it('registers, verifies the email and goes on to CTFd, logged in there after one login', async () => {
    const ctfd = await ctfdFor(null);
    const page = await openPage(browser, { language: 'en' });
    await clickCtfdLogin(page, ctfd);
    await page.waitForURL('**/auth/login?redirect_uri=**');
    await page.getByRole('link', { name: 'Register here' }).click();
    // The login page names the CTFd too: fill nothing before the registration form is there (a
    // "Username" filled on the login page in the middle of the navigation was lost).
    await page.waitForURL('**/auth/registration?redirect_uri=**');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByText('You are entering CTFd: E2E CTFd').waitFor();

    const username = uniqueName('ctfdnew');
    const email = `${username}@example.org`;
    const mailBefore = await lastMailId();
    await fillRegistration(page, { username, email, password: PASSWORD });
    await solveBotCheck(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Check your email').waitFor();

    // The link from the mail, opened in the same browser, names the CTFd client it came from.
    const link = linkIn(await waitForMail(email, mailBefore), '/auth/verify-email');
    expect(new URL(link).searchParams.get('ctfd')).toBe(ctfd.clientId);
    await page.goto(link);
    await page.getByText('Email address verified').waitFor();
    const onward = page.getByRole('link', { name: 'Continue to E2E CTFd' });
    // CTFd's own login start, from the registered redirect URI: a fresh state in any browser.
    expect(await onward.getAttribute('href')).toBe(`${ctfd.url}/oauth`);
    await screenshot(page, 'ctfd-verified-continue-en-desktop');
    // The link opened again (on a phone, in Serbian) says it was verified and still leads on.
    const phone = await openPage(browser, { language: 'sr', viewport: PHONE });
    await phone.goto(link);
    await phone.getByRole('link', { name: 'Настави на E2E CTFd' }).waitFor();
    await expectNoHorizontalScroll(phone, 'verified sr phone');
    await screenshot(phone, 'ctfd-verified-continue-sr-phone');
    await phone.context().close();
    await onward.click();
    await page.waitForURL('**/auth/login?redirect_uri=**');
    await page.getByText('You are entering CTFd: E2E CTFd').waitFor();
    await submitLogin(page, username, PASSWORD);
    // Logged in on this very trip: no "continue as" question, straight into CTFd.
    await page.getByText(`Logged in as ${username} (${email})`).waitFor();
    expect(new URL(page.url()).origin).toBe(ctfd.url);
    await page.context().close();
  });

  it('a link naming an unknown CTFd client verifies the address and leads to the login page as usual', async () => {
    const user = await db.createUser({ verified: false });
    const page = await openPage(browser, { language: 'en' });
    const mailBefore = await lastMailId();
    await page.goto(`/auth/resend-verify-email?email=${encodeURIComponent(user.email)}`);
    await solveBotCheck(page);
    await page.locator('form button[type="submit"]').click();
    const link = linkIn(await waitForMail(user.email, mailBefore), '/auth/verify-email');
    await page.goto(`${link}&ctfd=no-such-client`);
    await page.getByText('Email address verified').waitFor();
    await page.getByText('Redirecting to the login page in', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: /^Continue to/ }).count()).toBe(0);
    await page.context().close();
  });
});

describe('a typed-in school linked to a listed institution', () => {
  /** Letters only: the admin list's search finds them, and numbers sort apart in Serbian. */
  const letters = () => [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

  /** An accepted application of `user`, Jelena `lastName`, who typed in `institutionName`. */
  async function insertAccepted(user: TestUser, lastName: string, institutionName: string) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO competitor_applications
         (user_id, status, first_name, last_name, gender, date_of_birth, permanent_residence, shirt_size,
          institution_name, ctf_team, decided_at)
       VALUES ($1, 'accepted', 'Jelena', $2, 'female', '2007-03-09', 'Niš', 'M', $3, true, now()) RETURNING id`,
      [user.id, lastName, institutionName],
    );
    return rows[0]!.id;
  }

  /** The competitor dialog's button that opens the institution picker. */
  const LINK_LABEL = {
    sr: 'Повежи унету школу са институцијом са списка',
    en: 'Link the typed-in school to a listed institution',
  };

  /**
   * An admin's page in each language (Serbian on a phone, English on a desktop, one after the
   * other), opened on Jelena `lastName`'s competitor dialog with its institution picker open.
   */
  async function* linkPickers(lastName: string) {
    const admin = await db.createUser({ roles: ['admin'] });
    for (const [language, viewport] of [
      ['sr', PHONE],
      ['en', { width: 1280, height: 800 }],
    ] as const) {
      const page = await openPage(browser, { language, viewport });
      await db.signIn(page.context(), admin);
      await page.goto(`/admin/competitors/all?search=${lastName}`);
      const view = language === 'en' ? `View Jelena ${lastName}` : `Прегледај: Jelena ${lastName}`;
      await page.getByRole('button', { name: view }).click();
      const dialog = page.getByTestId('competitor-dialog');
      await dialog.getByRole('button', { name: LINK_LABEL[language] }).click();
      yield { language, page, dialog, picker: page.getByTestId('institution-picker') };
    }
  }

  it('an admin links it from the competitor dialog, for everyone who typed it (sr and en screens)', async () => {
    const word = letters();
    const school = `Gimnazija Spisak ${word}`;
    const { rows: institution } = await pool.query<{ id: number }>(
      `INSERT INTO institutions (name, city, region, type, contact_email, search_key)
       VALUES ($1, 'Beograd', 'beograd', 'high_school', 'office@example.org', $2) RETURNING id`,
      [school, toSearchKey(`${school} Beograd`)],
    );
    const typed = `Moja gimnazija ${word}`;
    const applicationIds: number[] = [];
    for (const [lastName, schoolName] of [
      [`Prva${word}`, typed],
      [`Druga${word}`, `  ${typed.toUpperCase()} `],
    ] as const) {
      applicationIds.push(await insertAccepted(await db.createUser(), lastName, schoolName));
    }

    for await (const { language, page, dialog, picker } of linkPickers(`Prva${word}`)) {
      await picker.getByText(typed, { exact: false }).waitFor();
      await picker.getByRole('searchbox').fill(word);
      // Listed names are shown in the interface's script (Cyrillic in Serbian).
      await picker.getByRole('radio', { name: new RegExp(listedNameIn(language, school)) }).check();
      await screenshot(page, `ctfd-link-typed-school-${language}-${language === 'en' ? 'desktop' : 'phone'}`, {
        fullPage: false,
      });
      if (language === 'sr') {
        await page.keyboard.press('Escape');
        await page.context().close();
        continue;
      }
      await picker.getByRole('button', { name: 'Link', exact: true }).click();
      await page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: `“${typed}” is now ${school} (applications: 2).` })
        .first()
        .waitFor();
      await picker.waitFor({ state: 'hidden' });
      await dialog
        .getByTestId('competitor-institution')
        .filter({ hasText: `${school} - Beograd` })
        .waitFor();
      // Linked: nothing typed in any more, so nothing left to link.
      expect(await dialog.getByRole('button', { name: LINK_LABEL[language] }).count()).toBe(0);
      await page.context().close();
    }
    const { rows } = await pool.query<{ institution_id: number | null }>(
      `SELECT institution_id FROM competitor_applications WHERE id = ANY($1)`,
      [applicationIds],
    );
    expect(rows.map((r) => r.institution_id)).toEqual([institution[0]!.id, institution[0]!.id]);
  });
  it('warns which CTFd deletes the moved players’ solves, and asks to confirm while its competition runs', async () => {
    const word = letters();
    const school = `Gimnazija Potvrda ${word}`;
    await pool.query(
      `INSERT INTO institutions (name, city, region, type, search_key)
       VALUES ($1, 'Beograd', 'beograd', 'high_school', $2)`,
      [school, toSearchKey(`${school} Beograd`)],
    );
    const competition = await insertCompetition(`Kvalifikacije ${word}`, 'quals');
    await pool.query(
      `UPDATE competitions SET starts_at = now() - interval '1 hour', ends_at = now() + interval '2 hours' WHERE id = $1`,
      [competition.id],
    );
    const ctfd = await ctfdFor(competition.id, { apiToken: `ctfd_${suffix()}` });
    const player = await db.createUser();
    const lastName = `Treca${word}`;
    const applicationId = await insertAccepted(player, lastName, `Ukucana ${word}`);
    await pool.query(`INSERT INTO ctfd_logins (client_id, user_id) VALUES ($1, $2)`, [ctfd.clientId, player.id]);

    for await (const { language, page, picker } of linkPickers(lastName)) {
      await picker.getByRole('searchbox').fill(word);
      await picker.getByRole('radio', { name: new RegExp(listedNameIn(language, school)) }).check();
      const warning = picker.getByTestId('ctfd-move-warning');
      const link = picker.getByRole('button', { name: language === 'en' ? 'Link' : 'Повежи', exact: true });
      const confirm =
        language === 'en' ? 'Move them even though the competition is running' : 'Премести их иако је такмичење у току';
      if (language === 'sr') {
        await warning.getByText('CTFd брише решене задатке играча ког премести').waitFor();
        await warning
          .getByText(`E2E CTFd, ${listedNameIn('sr', `Kvalifikacije ${word}`)} (играча: 1)`, { exact: false })
          .waitFor();
        expect(await warning.textContent()).toContain('такмичење је у току');
        await warning.getByText(confirm).waitFor();
        expect(await link.isDisabled()).toBe(true);
        await screenshot(page, 'ctfd-link-running-sr-phone', { fullPage: false });
        await page.keyboard.press('Escape');
        await page.context().close();
        continue;
      }
      await warning.getByText('CTFd deletes the solves of a player it moves').waitFor();
      await warning.getByText(`E2E CTFd, Kvalifikacije ${word} (players: 1)`, { exact: false }).waitFor();
      expect(await warning.textContent()).toContain('the competition is running now');
      expect(await link.isDisabled()).toBe(true);
      await warning.getByText(confirm).click();
      await screenshot(page, 'ctfd-link-running-en-desktop', { fullPage: false });
      await link.click();
      await page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: `is now ${school} (applications: 1).` })
        .first()
        .waitFor();
      await page.context().close();
    }
    const linked = await pool.query<{ institution_name: string | null }>(
      `SELECT institution_name FROM competitor_applications WHERE id = $1`,
      [applicationId],
    );
    expect(linked.rows[0]!.institution_name).toBeNull();
  });
});
