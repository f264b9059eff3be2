import { describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { generateMailedToken, hashToken } from '../server/src/services/auth/crypto';
import { uniqueName, useDatabase } from './support/accounts';
import { logIn, solveBotCheck } from './support/auth-forms';
import { launchBrowser, openPage } from './support/browser';

const browser = await launchBrowser();
const db = useDatabase();

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
    await page.getByText('Your e-mail address is verified. You can sign in now.').waitFor();

    const again = await openPage(browser, { language: 'en' });
    await again.goto(`/auth/verify-email?token=${token}`);
    await again.getByText('This link has already verified your e-mail address. You can sign in.').waitFor();
    await again.getByText('E-mail address verified').waitFor();

    const serbian = await openPage(browser, { language: 'sr' });
    await serbian.goto(`/auth/verify-email?token=${token}`);
    await serbian.getByText('Ова веза је већ потврдила вашу адресу е-поште. Можете се пријавити.').waitFor();
  });
});

describe('the registration form', () => {
  it('says "passwords do not match" together with the other errors', async () => {
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/registration');
    await page.getByLabel('Username').fill('a');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('Zastava#2026');
    await page.getByLabel('Confirm password').fill('Zastava#2027');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await page.getByText('The passwords do not match.').waitFor();
  });
});

describe('a signed-in visitor on the public pages', () => {
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
    await page.getByRole('link', { name: 'Resend the verification e-mail' }).click();
    await page.waitForURL('**/auth/resend-verify-email?email=*');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(user.email);
    await solveBotCheck(page);
    await page.getByRole('button', { name: 'Send the e-mail' }).click();
    await page.getByText(`Look for it at ${user.email}, and in the spam folder too.`).waitFor();
  });

  it('is named in the notice after registering, in Serbian', async () => {
    const page = await openPage(browser, { language: 'sr' });
    const username = uniqueName('reg');
    const email = `${username}@example.org`;
    await page.goto('/auth/registration');
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Zastava#2026');
    await page.locator('input[name="confirmPassword"]').fill('Zastava#2026');
    await page.locator('input[name="consent"]').check({ force: true });
    await solveBotCheck(page);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(`Потражите је на адреси ${email}, и у фасцикли за нежељену пошту.`).waitFor();
    const resend = page.getByRole('link', { name: 'Пошаљите је поново' });
    expect(await resend.getAttribute('href')).toBe(`/auth/resend-verify-email?email=${encodeURIComponent(email)}`);
  });
});
