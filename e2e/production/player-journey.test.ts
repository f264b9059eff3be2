// The production-mode browser suite: the compiled server with NODE_ENV=production behind HTTPS,
// Turnstile, Resend and Discord configured with keys and answered by fakes of their protocols, and
// every decision made by staff in their areas. Nothing here uses a development helper.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hashToken } from '../../server/src/services/auth/crypto';
import { uniqueName } from '../support/accounts';
import { goToSchoolStep } from '../support/application-form';
import { fillRegistration } from '../support/auth-forms';
import { startFakeCtfd } from '../support/fake-ctfd';
import { linkIn } from '../support/mailbox';
import { openPlatform, usePool } from '../support/platform';
import { mailCount, openProductionPage, sentMailTo, waitForSentMail } from './support';

// CTFd's fake runs in this process and calls the platform's token and user endpoints over HTTPS,
// through the test's proxy whose certificate nobody signed. Only this test process skips the check;
// the platform's own outgoing calls (Resend, siteverify, Discord) keep theirs.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const { browser, db } = await openPlatform();
const pool = usePool();
const baseUrl = inject('baseUrl');
const DAY = 24 * 60 * 60 * 1000;

const asMailboxMessage = (mail: { subject: string; text: string; html: string; to: string }) => ({
  ...mail,
  id: 0,
  created_at: '',
});

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name.includes('session'));
}

describe('in production mode', () => {
  it('takes a new player from registration through an admin’s acceptance to CTFd', async () => {
    const username = uniqueName('prod');
    const email = `${username}@example.org`;
    const password = 'Sunce#Nad#Avalom1';
    const player = await openProductionPage(browser, { language: 'en' });

    // Registration: the Turnstile widget solves, the verification mail goes out through Resend.
    const before = await mailCount();
    await player.goto('/auth/registration');
    await fillRegistration(player, { username, email, password });
    await player.getByTestId('bot-check').getByText('Success!').waitFor();
    await player.getByRole('button', { name: 'Register' }).click();
    const verification = await waitForSentMail(email, before);
    const verifyLink = linkIn(asMailboxMessage(verification), '/auth/verify-email');
    expect(verifyLink.startsWith(`${baseUrl}/auth/verify-email?token=`)).toBe(true);

    await player.goto(verifyLink);
    await player.getByText('Email address verified').waitFor();

    // Login sets the production cookie: __Host-session, Secure, HttpOnly.
    await player.goto('/auth/login');
    await player.locator('input[name="username"]').fill(username);
    await player.locator('input[name="password"]').fill(password);
    await player.getByTestId('bot-check').getByText('Success!').waitFor();
    await player.locator('form button[type="submit"]').click();
    // argon2id on a machine busy with the rest of the suite: allow the login its time.
    await player.getByRole('heading', { name: `Welcome, ${username}` }).waitFor({ timeout: 30_000 });
    expect(await sessionCookie(player)).toMatchObject({
      name: '__Host-session',
      secure: true,
      httpOnly: true,
      path: '/',
      domain: 'localhost',
    });

    // Discord through its OAuth flow: the fake's authorize page, then back to the account.
    await player.goto('/app/account');
    await player.getByTestId('integration-discord').getByRole('link', { name: 'Connect Discord' }).click();
    await player.getByRole('heading', { name: 'Discord login (development stand-in)' }).waitFor();
    await player.getByLabel('Discord username').fill(`${username}_dc`);
    await player.getByRole('button', { name: 'Authorize' }).click();
    await player.getByText('Your Discord account is linked.').waitFor();
    await player.getByText(`Connected as ${username}_dc`).waitFor();

    // The two-step application, with an institution typed in.
    await goToSchoolStep(player, {
      first: 'Milica',
      last: 'Jovanović',
      gender: 'female',
      born: '2008-03-14',
      residence: 'Čačak',
    });
    await player.getByText('My institution is not in the list').click();
    await player.getByLabel('Name of the institution').fill('Gimnazija Čačak');
    await player.locator('input[name="shirt_size"][value="M"]').check({ force: true });
    await player.getByRole('button', { name: 'Submit the application' }).click();
    await player.waitForURL((url) => url.pathname === '/app/account');

    // An admin accepts it in the admin area; the decision mail goes out through Resend.
    const admin = await db.createUser({ roles: ['admin'] });
    const adminPage = await openProductionPage(browser, { language: 'en' });
    await db.signIn(adminPage.context(), admin);
    const beforeDecision = await mailCount();
    await adminPage.goto(`/admin/competitors/pending?search=${username}`);
    await adminPage.getByRole('button', { name: 'View Milica Jovanović' }).first().click();
    const dialog = adminPage.getByTestId('competitor-dialog');
    await dialog.getByRole('heading', { name: 'Milica Jovanović' }).waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    const confirm = adminPage.getByRole('alertdialog');
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Accept' }).click();
    const decision = await waitForSentMail(email, beforeDecision);
    expect(decision.subject).toMatch(/accepted/i);

    // The player registers for a competition whose CTFd trusts the platform.
    const slug = `prod-${randomBytes(3).toString('hex')}`;
    const name = `Production Cup ${slug}`;
    const client = {
      clientId: `prod-${randomBytes(6).toString('hex')}`,
      clientSecret: randomBytes(24).toString('hex'),
    };
    const ctfd = await startFakeCtfd({ platformUrl: baseUrl, ...client });
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO competitions (name, slug, visibility, stage, registration_starts_at, registration_ends_at, ctfd_url)
       VALUES ($1, $2, 'public', 'quals', $3, $4, $5) RETURNING id`,
      [name, slug, new Date(Date.now() - DAY), new Date(Date.now() + 7 * DAY), `${ctfd.url}/oauth`],
    );
    await pool.query(
      `INSERT INTO ctfd_clients (client_id, secret_hash, name, redirect_uri, competition_id) VALUES ($1, $2, $3, $4, $5)`,
      [client.clientId, hashToken(client.clientSecret), 'Production CTFd', `${ctfd.url}/redirect`, rows[0]!.id],
    );
    await player.goto(`/app/competitions/${slug}/registration`);
    await player.getByTestId('registration-form').getByRole('button', { name: 'Confirm registration' }).click();
    await player.getByTestId('own-registration').getByText('Pending').waitFor();

    // An organizer accepts the registration in the organizer area.
    const organizer = await db.createUser({ roles: ['organizer'] });
    const organizerPage = await openProductionPage(browser, { language: 'en' });
    await db.signIn(organizerPage.context(), organizer);
    await organizerPage.goto(`/organizer/competitions/${slug}/registrations`);
    const row = organizerPage.getByTestId('registrations-table').locator('tbody tr').filter({ hasText: username });
    await row.getByRole('button', { name: 'View' }).click();
    await organizerPage.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await organizerPage.getByText('Registration accepted.').waitFor();

    // Access opens CTFd, which signs the player in through the platform's OAuth provider.
    await player.goto('/app/competitions');
    const card = player.locator(`[data-testid="competition-card"][data-slug="${slug}"]`);
    const [ctfdTab] = await Promise.all([
      player.context().waitForEvent('page'),
      card.getByRole('button', { name: 'Access' }).click(),
    ]);
    const { rows: users } = await pool.query<{ id: number }>(`SELECT id FROM users WHERE username = $1`, [username]);
    // Already signed in on the platform: one click on their own name lets CTFd in.
    await ctfdTab.getByRole('link', { name: `Continue as ${username}` }).click();
    await ctfdTab.getByText(`Logged in as ${username} (${email})`).waitFor();
    expect(ctfd.logins).toContainEqual({ id: users[0]!.id, name: username, email });

    // Every message went through Resend's API, none through a development mailbox.
    expect((await sentMailTo(email)).length).toBeGreaterThanOrEqual(3);
    // ...and the development mailbox is not there: its address is just another page of the app.
    const mailbox = await fetch(`${baseUrl}/dev/mailbox.json`);
    expect(mailbox.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await mailbox.text()).not.toContain(email);
  });

  it('resets a forgotten password through the mailed link and signs in with the new one', async () => {
    const user = await db.createUser();
    const page = await openProductionPage(browser, { language: 'sr' });
    const before = await mailCount();
    await page.goto('/auth/forgot-password');
    await page.locator('input[name="email"]').fill(user.email);
    await page.getByTestId('bot-check').getByText('Success!').waitFor();
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/auth/login');

    const mail = await waitForSentMail(user.email, before);
    const link = linkIn(asMailboxMessage(mail), '/auth/password-reset');
    expect(link.startsWith(`${baseUrl}/auth/password-reset?token=`)).toBe(true);
    await page.goto(link);
    const newPassword = 'Nova#Lozinka#Sava7';
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByTestId('bot-check').getByText('Success!').waitFor();
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByText('Лозинка је промењена', { exact: false }).waitFor();

    await page.locator('input[name="username"]').fill(user.username);
    await page.locator('input[name="password"]').fill(newPassword);
    await page.getByTestId('bot-check').getByText('Success!').waitFor();
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { name: new RegExp(user.username) }).waitFor({ timeout: 30_000 });
    expect((await sessionCookie(page))?.name).toBe('__Host-session');
  });
});
