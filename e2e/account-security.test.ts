import { describe, expect, it } from 'vitest';
import { submitLogin } from './support/auth-forms';
import { atEachSize, inEachLanguage, openPage, expectFitsAtEachSize } from './support/browser';
import { lastMailId, linkIn, waitForMail } from './support/mailbox';
import { openPlatform } from './support/platform';

const { browser, db } = await openPlatform();

describe('the account security page', () => {
  it('changes the password (other devices logged out), lists devices and signs one out, and changes the address by link', async () => {
    const user = await db.createUser();
    const other = await openPage(browser, { language: 'en' });
    await db.signIn(other.context(), user);
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/login');
    await submitLogin(page, user.username, user.password);
    await page.waitForURL('**/app/**');

    await page.goto('/app/account');
    await page.getByTestId('security-link').click();
    await page.waitForURL('**/app/account/security');

    // Two devices: this one marked.
    await page.getByTestId('session-row').nth(1).waitFor();
    expect(await page.getByTestId('session-row').count()).toBe(2);
    expect(await page.getByTestId('current-session').count()).toBe(1);

    // Password: the current one is required; a common new one is refused.
    const section = page.getByTestId('password-section');
    // Checked before it is sent, by the same rules as the server's: every error at once.
    await section.getByLabel('New password', { exact: true }).fill('Kratka1');
    await section.getByLabel('Confirm the new password').fill('Kratka2');
    await section.getByRole('button', { name: 'Change the password' }).click();
    await section.getByText('Enter your password.').waitFor();
    await section.getByText('The password must have at least 8 characters.').waitFor();
    await section.getByText('The passwords do not match.').waitFor();
    await section.getByLabel('Current password').fill('Pogresna#Lozinka1');
    await section.getByLabel('New password', { exact: true }).fill('Nova#Lozinka9');
    await section.getByLabel('Confirm the new password').fill('Nova#Lozinka9');
    await section.getByRole('button', { name: 'Change the password' }).click();
    await section.getByText('The password is not right.').waitFor();
    await section.getByLabel('Current password').fill(user.password);
    await section.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('The password is changed. Other devices are logged out.').waitFor();
    await page.getByTestId('session-row').nth(1).waitFor({ state: 'detached' });
    expect(await page.getByTestId('session-row').count()).toBe(1);
    await other.goto('/app/account');
    await other.waitForURL('**/auth/login**');

    // Email: the link goes to the new address; the account keeps the old one until it is opened.
    const newEmail = `new_${user.username}@example.org`;
    const before = await lastMailId();
    const email = page.getByTestId('email-section');
    await email.getByLabel('New email address').fill('not-an-address');
    await email.getByRole('button', { name: 'Change the address' }).click();
    await email.getByText('Enter a valid email address.').waitFor();
    await email.getByText('Enter your password.').waitFor();
    await email.getByLabel('New email address').fill(newEmail);
    await email.getByLabel('Your password').fill('Nova#Lozinka9');
    await email.getByRole('button', { name: 'Change the address' }).click();
    await page.getByTestId('email-change-sent').waitFor();
    const mail = await waitForMail(newEmail, before);
    await page.goto(linkIn(mail, '/auth/confirm-email-change'));
    await page.getByRole('button', { name: 'Confirm the new address' }).click();
    await page.getByText('Your account now uses the new address.').waitFor();
    await page.goto('/app/account');
    await page.getByText(newEmail).first().waitFor();
  });

  it('looks right in both languages, on a phone and a desktop', async () => {
    await inEachLanguage(async (language, viewport) => {
      const user = await db.createUser();
      const elsewhere = await openPage(browser, { language, viewport });
      await db.signIn(elsewhere.context(), user);
      const page = await openPage(browser, { language, viewport });
      await db.signIn(page.context(), user);
      // The way there: the account page's link keeps its long label inside the screen.
      await page.goto('/app/account');
      await atEachSize(page, async (sizeName) => {
        const link = await page.getByTestId('security-link').boundingBox();
        const width = page.viewportSize()!.width;
        expect(link!.x + link!.width, `security link ${language} ${sizeName}`).toBeLessThanOrEqual(width);
      });
      await page.goto('/app/account/security');
      await page.getByTestId('session-row').nth(1).waitFor();
      await expectFitsAtEachSize(page, `security ${language}`, `account-security-${language}`);
    });
  });
});
