import type { Page } from 'playwright-core';

/** Solves the development bot-check widget of the form on the page and waits until it shows solved. */
export async function solveBotCheck(page: Page) {
  const widget = page.getByTestId('bot-check');
  await widget.click();
  await page.locator('[data-testid="bot-check"][aria-checked="true"]').waitFor();
}

/** Fills the login form (whatever the interface language) and submits it. */
export async function submitLogin(page: Page, login: string, password: string) {
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await solveBotCheck(page);
  await page.locator('form button[type="submit"]').click();
}

/** Opens the login page (optionally with a redirect_uri) and logs in. */
export async function logIn(page: Page, login: string, password: string, redirectUri?: string) {
  const query = redirectUri === undefined ? '' : `?${new URLSearchParams({ redirect_uri: redirectUri })}`;
  await page.goto(`/auth/login${query}`);
  await submitLogin(page, login, password);
}

/**
 * Fills the registration form (whatever the interface language) and ticks the consent box; the
 * bot-check and the submit are the caller's (development and production solve it differently).
 */
export async function fillRegistration(
  page: Page,
  {
    username,
    email,
    password,
    confirmPassword = password,
  }: Record<'username' | 'email' | 'password', string> & {
    confirmPassword?: string;
  },
) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(confirmPassword);
  await page.locator('input[name="consent"]').check({ force: true });
}
