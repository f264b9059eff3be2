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
