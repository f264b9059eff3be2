import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Role } from './support/accounts';
import { PHONE, type PageOptions, openPage, screenshot, inEachLanguage, expectFitsAtEachSize } from './support/browser';
import { E2E_ENV } from './support/global-setup';
import { openPlatform } from './support/platform';

const { browser, db, pageSignedInAs } = await openPlatform();

/** A page logged in as a new user with these roles. */
const signedInPage = (roles: Role[] = [], options: PageOptions = {}) =>
  pageSignedInAs(roles, { language: 'en', ...options });

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The names of the JS chunks the page has fetched so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );

describe('the logged-in area needs a session', () => {
  it('sends a visitor to login, remembering the page', async () => {
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/app/competitions?tab=mine');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(pathAndQuery(page)).toBe('/auth/login?redirect_uri=%2Fapp%2Fcompetitions%3Ftab%3Dmine');

    for (const area of ['/admin', '/organizer/competitions']) {
      await page.goto(area);
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(area);
    }
  });

  it('opens /app on the dashboard', async () => {
    const { page } = await signedInPage();
    await page.goto('/app');
    await page.waitForURL('**/app/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});

describe('dashboard', () => {
  it('welcomes the user by name, with the playground and the under-construction card', async () => {
    const { page, user } = await signedInPage([], { language: 'sr' });
    await page.goto('/app/dashboard');
    await page.getByRole('heading', { name: `Добродошли, ${user.username}` }).waitFor();
    expect(await page.getByTestId('signed-in-username').textContent()).toBe(user.username);

    const playground = page.getByTestId('playground-card');
    await playground.getByRole('heading', { name: 'Полигон за вежбање' }).waitFor();
    const button = playground.getByRole('link', { name: /Отвори полигон/ });
    expect(await button.getAttribute('href')).toBe(E2E_ENV.CTF_PLAYGROUND_URL);
    expect(await button.getAttribute('target')).toBe('_blank');
    expect(await button.getAttribute('rel')).toBe('noopener noreferrer');
    await page.getByTestId('under-construction-card').getByRole('heading', { name: 'Ускоро још' }).waitFor();
  });

  it('leads to the competitions and the account pages from the sidebar', async () => {
    const { page } = await signedInPage();
    await page.goto('/app/dashboard');
    const nav = page.getByRole('navigation', { name: 'Application' });
    await nav.getByRole('link', { name: 'Competitions' }).click();
    await page.getByRole('heading', { name: 'Competitions', level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'Competitions' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
  });

  it('switches the language from the sidebar', async () => {
    const { page, user } = await signedInPage([], { language: 'sr' });
    await page.goto('/app/dashboard');
    await page.getByRole('combobox', { name: 'Језик' }).selectOption('en');
    await page.getByRole('heading', { name: `Welcome, ${user.username}` }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });
});

describe('sidebar entries by role', () => {
  const bottomLinks = (page: Page) =>
    page
      .getByTestId('app-sidebar')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  /** A page of a new user with these roles on the dashboard, its sidebar shown. */
  async function onDashboard(roles: Role[] = []) {
    const { page } = await signedInPage(roles);
    await page.goto('/app/dashboard');
    await page.getByTestId('app-sidebar').waitFor();
    return page;
  }

  /** Follows the sidebar's `entry` to the area at `path` and waits for its heading. */
  async function openFromSidebar(page: Page, entry: string, path: string) {
    await page.getByTestId('app-sidebar').getByRole('link', { name: entry }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.locator('h1').first().waitFor();
  }

  it('gives a plain user no Organizer or Admin entry, and sends them from those areas to /app', async () => {
    const page = await onDashboard();
    expect(await bottomLinks(page)).toEqual(['/', '/app/dashboard', '/app/competitions', '/app/account']);

    for (const area of ['/admin', '/admin/users', '/organizer', '/organizer/competitions']) {
      await page.goto(area);
      await page.waitForURL('**/app/dashboard');
    }
    const scripts = await loadedScripts(page);
    expect(scripts.filter((script) => /AdminArea|OrganizerArea/.test(script))).toEqual([]);
  });

  it('gives an organizer the Organizer entry and area, but not the admin area', async () => {
    const page = await onDashboard(['organizer']);
    expect(await bottomLinks(page)).toEqual(['/', '/app/dashboard', '/app/competitions', '/app/account', '/organizer']);
    await openFromSidebar(page, 'Organizer', '/organizer');
    await screenshot(page, 'organizer-en-desktop');

    await page.goto('/admin');
    await page.waitForURL('**/app/dashboard');
    expect((await loadedScripts(page)).filter((script) => script.includes('AdminArea'))).toEqual([]);
  });

  it('gives an admin the Admin entry and area', async () => {
    const page = await onDashboard(['admin']);
    expect(await bottomLinks(page)).toEqual(['/', '/app/dashboard', '/app/competitions', '/app/account', '/admin']);
    await openFromSidebar(page, 'Admin', '/admin');
    await page.goto('/admin/users');
    await page.locator('h1').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    await screenshot(page, 'admin-en-desktop');
  });
});

describe('on a phone', () => {
  it('opens the navigation in a drawer, which navigates and closes', async () => {
    const { page } = await signedInPage(['organizer'], { language: 'sr', viewport: PHONE });
    await page.goto('/app/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('app-sidebar').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Отвори мени' }).click();
    const drawer = page.getByTestId('app-mobile-menu');
    await drawer.waitFor();
    await drawer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await drawer.getByRole('link', { name: 'Организатор' }).isVisible()).toBe(true);
    await screenshot(page, 'app-menu-sr-phone');

    await drawer.getByRole('link', { name: 'Такмичења' }).click();
    await page.waitForURL('**/app/competitions');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Такмичења', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Отвори мени' }).click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });
});

describe('every page of the logged-in area, in both languages, on a desktop and a phone', () => {
  it('renders without horizontal scrolling (screenshots with E2E_SCREENSHOTS=1)', async () => {
    const user = await db.createUser({ roles: ['organizer', 'admin'] });
    const pages: [path: string, name: string][] = [
      ['/app/dashboard', 'dashboard'],
      ['/app/competitions', 'competitions'],
      ['/app/account', 'account'],
      ['/app/no-such-page', 'app-not-found'],
      ['/admin', 'admin'],
      ['/organizer', 'organizer'],
    ];
    await inEachLanguage(async (language, viewport) => {
      const page = await openPage(browser, { language, viewport, reducedMotion: 'reduce' });
      await db.signIn(page.context(), user);
      for (const [pagePath, name] of pages) {
        await page.goto(pagePath);
        await page.locator('h1').first().waitFor();
        await expectFitsAtEachSize(page, `${pagePath} ${language}`, `${name}-${language}`);
      }
      await page.context().close();
    });
  });
});

/** Gzipped bytes of the JS a page loaded, fetched from the server under test, as `gzip -c | wc -c` counts them. */
async function gzippedSize(page: Page, scripts: string[]) {
  let total = 0;
  for (const script of scripts) total += gzipSync(await (await page.request.get(script)).body()).length;
  return total;
}

describe('page weight (docs/decisions.md, Client)', () => {
  it('keeps the first load of public pages within 200 kB and of the dashboard within 250 kB of gzipped JS', async () => {
    const measure = async (page: Page, pagePath: string, ready: string) => {
      await page.goto(pagePath);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const size = await gzippedSize(page, await loadedScripts(page));
      console.info(`${pagePath}: ${(size / 1000).toFixed(1)} kB of gzipped JS`);
      return size;
    };
    const visitor = await openPage(browser, { language: 'sr' });
    expect(await measure(visitor, '/', '[data-testid="home-heading"]')).toBeLessThanOrEqual(200_000);
    const { page } = await signedInPage([], { language: 'sr' });
    expect(await measure(page, '/app/dashboard', '[data-testid="playground-card"]')).toBeLessThanOrEqual(250_000);
    // The heaviest public pages: the forms add react-hook-form and the tRPC client to the shell
    // (React Query stays out: only the logged-in areas and the results page load it).
    for (const formPath of ['/auth/registration', '/auth/login']) {
      const formPage = await openPage(browser, { language: 'sr' });
      expect(await measure(formPage, formPath, 'input[name="username"]')).toBeLessThanOrEqual(200_000);
    }
    const resultsPage = await openPage(browser, { language: 'sr' });
    expect(await measure(resultsPage, '/rezultati-sccquals2025', 'h1')).toBeLessThanOrEqual(200_000);
    const privacyPage = await openPage(browser, { language: 'sr' });
    expect(await measure(privacyPage, '/privacy', '[data-testid="privacy-heading"]')).toBeLessThanOrEqual(200_000);
    // The certificate check a QR code opens on a phone (issue 33): its answer comes without React Query.
    const certificatePage = await openPage(browser, { language: 'sr' });
    expect(
      await measure(certificatePage, '/certificates/K7QX-M2PD-9HFA-3TNE', '[data-testid="certificate-result"]'),
    ).toBeLessThanOrEqual(200_000);
  });
});
