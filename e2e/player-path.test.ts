import { describe, expect, inject, it } from 'vitest';
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { toSearchKey } from '../shared/src/transliteration';
import { generateMailedToken, hashToken } from '../server/src/services/auth/crypto';
import { uniqueName } from './support/accounts';
import { type PersonStep, goToSchoolStep } from './support/application-form';
import { fillRegistration, logIn, solveBotCheck, submitLogin } from './support/auth-forms';
import { PHONE, openPage, screenshot } from './support/browser';
import { openPlatform } from './support/platform';

const { browser, db } = await openPlatform();

/** Step 1 of the application as the applicants here fill it. */
const ANA: PersonStep = { first: 'Ana', last: 'Ilić', gender: 'female', born: '2008-05-04', residence: 'Valjevo' };

describe('opening the platform at another address of the same server (development)', () => {
  it('signs in at 127.0.0.1 although PUBLIC_URL says localhost', async () => {
    const user = await db.createUser();
    const baseURL = inject('baseUrl').replace('//localhost:', '//127.0.0.1:');
    expect(baseURL).toContain('127.0.0.1');
    const page = await openPage(browser, { language: 'en', baseURL });
    await logIn(page, user.username, user.password);
    await page.waitForURL('**/app/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${user.username}` }).waitFor();
  });
});

describe('a verification link opened twice', () => {
  it('says the address is already verified, in English and in Serbian', async () => {
    const user = await db.createUser({ verified: false });
    const token = generateMailedToken();
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO email_verification_tokens (id, user_id, email, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
        [hashToken(token), user.id, user.email],
      );
    } finally {
      await client.end();
    }

    const page = await openPage(browser, { language: 'en' });
    await page.goto(`/auth/verify-email?token=${token}`);
    await page.getByText('Your email address is verified. You can log in now.').waitFor();

    const again = await openPage(browser, { language: 'en' });
    await again.goto(`/auth/verify-email?token=${token}`);
    await again.getByText('This link has already verified your email address. You can log in.').waitFor();
    await again.getByText('Email address verified').waitFor();

    const serbian = await openPage(browser, { language: 'sr' });
    await serbian.goto(`/auth/verify-email?token=${token}`);
    await serbian.getByText('Овај линк је већ потврдио вашу имејл адресу. Можете се пријавити.').waitFor();
  });
});

describe('the registration form', () => {
  it('says "passwords do not match" together with the other errors', async () => {
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/registration');
    await page.getByLabel('Username').fill('a');
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('Zastava#2026');
    await page.getByLabel('Confirm password').fill('Zastava#2027');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByText('The passwords do not match.').waitFor();
  });
});

describe('a logged-in visitor on the public pages', () => {
  it('finds the way back to the dashboard on home, results and not-found pages, in both languages', async () => {
    const user = await db.createUser();
    const page = await openPage(browser, { language: 'en' });
    await db.signIn(page.context(), user);
    await page.goto('/');
    await page.getByRole('link', { name: 'Go to my dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    for (const path of ['/rezultati-sccquals2025', '/no-such-page']) {
      await page.goto(path);
      await page.getByRole('navigation').getByRole('link', { name: 'My dashboard' }).waitFor();
    }
    await page.getByRole('navigation').getByRole('link', { name: 'My dashboard' }).click();
    await page.waitForURL('**/app/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${user.username}` }).waitFor();

    const serbian = await openPage(browser, { language: 'sr' });
    await db.signIn(serbian.context(), user);
    await serbian.goto('/');
    await serbian.getByRole('link', { name: 'На моју контролну таблу' }).waitFor();
  });

  it('shows login and registration again after signing out', async () => {
    const user = await db.createUser();
    const page = await openPage(browser, { language: 'en' });
    await db.signIn(page.context(), user);
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL('**/auth/login');
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Go to my dashboard' }).count()).toBe(0);
  });
});

describe('an unverified address', () => {
  it('gets a resend link from the login notice that carries the address, and is told where the mail went', async () => {
    const user = await db.createUser({ verified: false });
    const page = await openPage(browser, { language: 'en' });
    await logIn(page, user.username, user.password);
    await page.getByRole('link', { name: 'Resend the verification email' }).click();
    await page.waitForURL('**/auth/resend-verify-email?email=*');
    expect(await page.getByLabel('Email address').inputValue()).toBe(user.email);
    await solveBotCheck(page);
    await page.getByRole('button', { name: 'Send the email' }).click();
    await page.getByText(`Look for it at ${user.email}, and in the spam folder too.`).waitFor();
  });

  it('is named in the notice after registering, in Serbian', async () => {
    const page = await openPage(browser, { language: 'sr' });
    const username = uniqueName('reg');
    const email = `${username}@example.org`;
    await page.goto('/auth/registration');
    await fillRegistration(page, { username, email, password: 'Zastava#2026' });
    await solveBotCheck(page);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(`Потражите је на адреси ${email}, и у фасцикли за нежељену пошту.`).waitFor();
    const resend = page.getByRole('link', { name: 'Пошаљите је поново' });
    expect(await resend.getAttribute('href')).toBe(`/auth/resend-verify-email?email=${encodeURIComponent(email)}`);
  });
});

describe('the school list in step 2 of the application, on a phone', () => {
  it('shows each option whole, its second line inside it, in both languages', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
    try {
      // Enough schools in Belgrade that the list is taller than its box.
      for (let i = 1; i <= 12; i += 1) {
        const name = `Gimnazija broj ${i} Beograd`;
        await pool.query(
          `INSERT INTO institutions (name, city, region, type, search_key) VALUES ($1, 'Beograd', 'beograd', 'high_school', $2)
           ON CONFLICT DO NOTHING`,
          [name, toSearchKey(`${name} Beograd`)],
        );
      }
      for (const [language, next, label] of [
        ['sr', 'Даље', 'Школа, факултет или компанија'],
        ['en', 'Next', 'School, faculty or company'],
      ] as const) {
        const user = await db.createUser();
        await pool.query(
          `INSERT INTO external_accounts (user_id, provider, provider_user_id, username) VALUES ($1, 'discord', $2, $3)`,
          [user.id, String(randomInt(1e9, 2 ** 47)), `discord_${user.id}`],
        );
        const page = await openPage(browser, { language, viewport: PHONE });
        await db.signIn(page.context(), user);
        await goToSchoolStep(page, { ...ANA, first: 'Ана', last: 'Илић', residence: 'Београд' }, next);
        await page.getByRole('combobox', { name: label }).pressSequentially('beograd');
        await page.getByRole('option').nth(5).waitFor();
        const boxes = await page.getByRole('option').evaluateAll((options) =>
          options.map((option) => {
            const box = option.getBoundingClientRect();
            const lines = [...option.querySelectorAll('span, [data-part="item-text"]')].map((line) =>
              line.getBoundingClientRect(),
            );
            return { top: box.top, bottom: box.bottom, contentBottom: Math.max(...lines.map((line) => line.bottom)) };
          }),
        );
        expect(boxes.length).toBeGreaterThan(5);
        for (const [index, box] of boxes.entries()) {
          expect(box.contentBottom, `option ${index} in ${language}`).toBeLessThanOrEqual(box.bottom + 0.5);
          if (index > 0)
            expect(box.top, `option ${index} in ${language}`).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 0.5);
        }
        if (process.env.E2E_SCREENSHOTS) await screenshot(page, `wizard-step2-search-${language}-phone`);
      }
    } finally {
      await pool.end();
    }
  });
});

describe('a network blip while the phone menu loads', () => {
  it('leaves the page in place, offers to try again, and opens the menu once the connection is back', async () => {
    const user = await db.createUser();
    const page = await openPage(browser, { language: 'en', viewport: PHONE });
    await db.signIn(page.context(), user);
    await page.goto('/app/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${user.username}` }).waitFor();

    let offline = true;
    let refused = 0;
    await page.route(/PhoneMenuDrawer-[^/]*\.js/, async (route) => {
      if (!offline) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('alert').getByText('This part could not be loaded. Check your connection.').waitFor();
    // The chunk was tried again before giving up, and the page is still there.
    expect(refused).toBeGreaterThan(1);
    expect(await page.getByRole('heading', { name: `Welcome, ${user.username}` }).isVisible()).toBe(true);

    offline = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Competitions' }).waitFor();
    expect(await page.getByText('This part could not be loaded. Check your connection.').count()).toBe(0);
  });
});

describe('the application form keeps its work', () => {
  it('puts its steps in the history, survives a reload, and keeps both the chosen and the typed institution', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
    const school = `Gimnazija Zadrzana ${randomInt(1e6)}`;
    const user = await db.createUser();
    try {
      await pool.query(
        `INSERT INTO institutions (name, city, region, type, search_key) VALUES ($1, 'Valjevo', 'sumadija_i_zapadna_srbija', 'high_school', $2)`,
        [school, toSearchKey(`${school} Valjevo`)],
      );
      await pool.query(
        `INSERT INTO external_accounts (user_id, provider, provider_user_id, username) VALUES ($1, 'discord', $2, $3)`,
        [user.id, String(randomInt(1e9, 2 ** 47)), `discord_${user.id}`],
      );
    } finally {
      await pool.end();
    }
    const page = await openPage(browser, { language: 'en', viewport: PHONE });
    await db.signIn(page.context(), user);
    await goToSchoolStep(page, ANA);

    const picker = page.getByRole('combobox', { name: 'School, faculty or company' });
    await picker.pressSequentially('zadrzana');
    await page.getByRole('option', { name: new RegExp(school) }).click();
    await page.locator('input[name="shirt_size"][value="L"]').check({ force: true });

    // Back goes to step 1 with everything typed; Forward returns to step 2 with the choice.
    await page.goBack();
    await page.getByRole('heading', { name: 'Personal details' }).waitFor();
    expect(await page.locator('input[name="last_name"]').inputValue()).toBe('Ilić');
    await page.goForward();
    await page.getByRole('heading', { name: 'Institution and T-shirt' }).waitFor();
    expect(await picker.inputValue()).toBe(`${school} (Valjevo)`);

    // A reload loses nothing.
    await page.reload();
    await page.getByRole('heading', { name: 'Institution and T-shirt' }).waitFor();
    expect(await picker.inputValue()).toBe(`${school} (Valjevo)`);
    expect(await page.locator('input[name="shirt_size"][value="L"]').isChecked()).toBe(true);

    // Typing the institution by hand and going back to the list keeps both.
    const manual = page.getByText('My institution is not in the list');
    await manual.click();
    await page.getByLabel('Name of the institution').fill('Moja škola, Valjevo');
    await manual.click();
    expect(await picker.inputValue()).toBe(`${school} (Valjevo)`);
    await manual.click();
    expect(await page.getByLabel('Name of the institution').inputValue()).toBe('Moja škola, Valjevo');
    await manual.click();

    await page.getByRole('button', { name: 'Submit the application' }).click();
    await page.waitForURL((url) => url.pathname === '/app/account');
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('ctf.competitorDraft'))),
    ).toEqual([]);
  });
});

describe('forms for a screen reader', () => {
  it('marks required fields, ties errors to their fields, and moves focus to a failed login’s notice', async () => {
    const user = await db.createUser();
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/login');
    const login = page.locator('input[name="username"]');
    expect(await login.getAttribute('required')).not.toBeNull();

    // An empty submit: the error is the field's description.
    await solveBotCheck(page);
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Enter your username or email address.').waitFor();
    const describedBy = (await login.getAttribute('aria-describedby')) ?? '';
    const descriptions = await Promise.all(
      describedBy
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(descriptions).toContain('Enter your username or email address.');

    // A wrong password: the notice takes the focus, not the page's body.
    await submitLogin(page, user.username, 'Wrong#Password1');
    await page.getByText('Incorrect username or password.').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Incorrect username or password.'));
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });

  it('names the application’s progress bar by its step', async () => {
    const user = await db.createUser();
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
    try {
      await pool.query(
        `INSERT INTO external_accounts (user_id, provider, provider_user_id, username) VALUES ($1, 'discord', $2, $3)`,
        [user.id, String(randomInt(1e9, 2 ** 47)), `discord_${user.id}`],
      );
    } finally {
      await pool.end();
    }
    const page = await openPage(browser, { language: 'sr' });
    await db.signIn(page.context(), user);
    await page.goto('/app/account/competitor');
    await page.getByRole('progressbar', { name: 'Корак 1 од 2' }).waitFor();
  });
});
