import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { authEn } from '../client/src/locales/auth/en';
import { authSr } from '../client/src/locales/auth/sr';
import { en } from '../client/src/locales/en';
import { sr } from '../client/src/locales/sr';
import { PRERENDERED_PATHS } from '../server/src/plugins/prerendered-pages';
import { openPage, waitForHydration } from './support/browser';
import { openPlatform } from './support/platform';

const { browser, db } = await openPlatform();
const baseUrl = inject('baseUrl');

const HEADINGS = {
  '/': { sr: sr.home.heading, en: en.home.heading },
  '/auth/login': { sr: authSr.auth.login.title, en: authEn.auth.login.title },
} as const;

async function fetchHtml(pathname: string, cookie?: string) {
  const res = await fetch(`${baseUrl}${pathname}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * The page as a browser paints it before any code runs: no script or preload of the page's code in
 * it, only data and, last in the body, the one inline script that asks for the code after the
 * first paint (server/src/plugins/prerendered-pages.ts, BOOT_SCRIPT).
 */
function beforeScripts(html: string) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.at(-1)).toBe('<script>');
  for (const tag of tags.slice(0, -1)) expect(tag).toMatch(/type="application\/json"/);
  expect(html).toMatch(/<script>[^<]*<\/script><\/body>/);
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  // A part the server could not render (a component that throws there) is sent as React's
  // "render on the client" marker: its text would not be in the HTML.
  expect(html).not.toContain('<!--$!-->');
  return html;
}

/** Messages React writes when server HTML and the first client render differ. */
const isHydrationMessage = (text: string) => /hydrat|#418|#419|#423|#425/i.test(text);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens `pathname` with the page's code held back until the test has looked at the prerendered
 * page; returns once the page is hydrated. `whileHeld` runs while only the HTML is there.
 */
async function openHeldBack(page: Page, pathname: string, whileHeld: () => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(pathname, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  await whileHeld();
  release();
}

describe('the public pages arrive prerendered', () => {
  it('render whole on the server: no part left for the client to draw', async () => {
    for (const pathname of PRERENDERED_PATHS)
      for (const cookie of ['lang=sr', 'lang=en']) {
        const html = await fetchHtml(pathname, cookie);
        expect(html, `${pathname} ${cookie}`).toContain('data-prerendered=');
        expect(html, `${pathname} ${cookie}`).not.toContain('<!--$!-->');
      }
  });

  it('have their heading in the HTML, before any script, in the language of the lang cookie', async () => {
    for (const [pathname, heading] of Object.entries(HEADINGS)) {
      const serbian = beforeScripts(await fetchHtml(pathname));
      expect(serbian, pathname).toContain('<html lang="sr"');
      expect(serbian, pathname).toContain(pathname === '/' ? `aria-label="${heading.sr}"` : `>${heading.sr}</h1>`);
      expect(serbian, pathname).not.toContain(heading.en);

      const english = beforeScripts(await fetchHtml(pathname, 'lang=en'));
      expect(english, pathname).toContain('<html lang="en"');
      expect(english, pathname).toContain(pathname === '/' ? `aria-label="${heading.en}"` : `>${heading.en}</h1>`);
    }
  });

  it('are hydrated, not drawn again: the prerendered heading stays, with no hydration warning', async () => {
    for (const language of ['sr', 'en'] as const) {
      for (const pathname of ['/', '/auth/login', '/auth/registration', '/rezultati-sccquals2025']) {
        const page = await openPage(browser, { language });
        const errors = collectErrors(page);
        await openHeldBack(page, pathname, async () => {
          await page.evaluate(() => {
            (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
              document.querySelector('h1');
          });
        });
        // Hydrated: the page's code has run (the language switch answers), on the same elements.
        await waitForHydration(page);
        const kept = await page.evaluate(() => {
          const heading = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading;
          return heading !== null && heading.isConnected && document.querySelector('h1') === heading;
        });
        expect(kept, `${language} ${pathname}: ${errors.join(' | ')}`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(errors.filter(isHydrationMessage), `${language} ${pathname}`).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('ask for their code only once the text is painted, through a script the CSP allows', async () => {
    for (const pathname of ['/', '/auth/login', '/rezultati-sccquals2025']) {
      const page = await openPage(browser, { language: 'sr' });
      const errors = collectErrors(page);
      await page.goto(pathname);
      await waitForHydration(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        code: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.code.length, pathname).toBeGreaterThan(0);
      expect(Math.min(...timing.code), pathname).toBeGreaterThan(timing.paint);
      expect(
        errors.filter((text) => /Content Security Policy/i.test(text)),
        pathname,
      ).toEqual([]);
      await page.context().close();
    }
  });

  it("carry Chakra's global styles once, from the HTML, whether prerendered or drawn by the client", async () => {
    const looks: string[] = [];
    // "/" is prerendered; an address with a query is drawn by the client from index.html.
    for (const pathname of ['/', '/auth/login?email=someone%40example.org']) {
      const page = await openPage(browser, { language: 'en' });
      await page.goto(pathname);
      await waitForHydration(page);
      const styles = await page.evaluate(() => {
        const sheets = [...document.styleSheets].filter((sheet) =>
          // Where the variable is defined, not where a class uses it.
          [...sheet.cssRules].some((rule) => /--chakra-colors-brand-400\s*:/.test(rule.cssText)),
        );
        const html = getComputedStyle(document.documentElement);
        return {
          sheets: sheets.map((sheet) => (sheet.ownerNode as Element | null)?.id ?? ''),
          look: `${html.backgroundColor} ${html.color} ${html.fontFamily.split(',')[0]}`,
          brand: html.getPropertyValue('--chakra-colors-brand-400').trim(),
        };
      });
      expect(styles.sheets, pathname).toEqual(['chakra-global']);
      expect(styles.brand, pathname).toMatch(/^#[0-9a-f]{6}$/i);
      looks.push(styles.look);
      await page.context().close();
    }
    // The page's dark background, light text and system font, the same on both.
    expect(looks[0]).toMatch(/^rgb\(\d+, \d+, \d+\) rgb\(\d+, \d+, \d+\) system-ui$/);
    expect(looks[1]).toBe(looks[0]);
  });

  it("sends the dashboard as the signed-in areas' frame, which the page's code takes over for the user", async () => {
    const html = beforeScripts(await fetchHtml('/app/dashboard', 'lang=en'));
    // The frame: logo and a loading status, nothing of any user.
    expect(html).toContain('data-prerendered="en"');
    expect(html).toContain('data-testid="area-frame"');
    expect(html).toContain('data-testid="page-loading"');

    // Its boot asks for the session beside the code; a public page's does not.
    expect(html).toContain('"session":"/trpc/auth.session"');
    expect(beforeScripts(await fetchHtml('/', 'lang=en'))).not.toContain('"session"');

    const user = await db.createUser();
    const page = await openPage(browser, { language: 'en' });
    const errors = collectErrors(page);
    const sessionReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.session'))
        sessionReads.push(url.pathname + url.search);
    });
    await db.signIn(page.context(), user);
    await page.goto('/app/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${user.username}` }).waitFor();
    await page.getByTestId('app-sidebar').waitFor();
    expect(await page.getByTestId('area-frame').count()).toBe(0);
    expect(errors.filter(isHydrationMessage)).toEqual([]);
    // The page's code took the boot's answer instead of asking again.
    expect(sessionReads).toEqual(['/trpc/auth.session']);
    await page.context().close();

    // Without a session the frame gives way to the login page.
    const visitor = await openPage(browser, { language: 'en' });
    await visitor.goto('/app/dashboard');
    await visitor.waitForURL((url) => url.pathname === '/auth/login');
    await visitor.getByRole('heading', { name: authEn.auth.login.title }).waitFor();
    await visitor.context().close();
  });

  it('keeps the login form disabled until its code runs, so nothing typed is lost', async () => {
    const page = await openPage(browser, { language: 'en' });
    await openHeldBack(page, '/auth/login', async () => {
      expect(await page.locator('input[name="username"]').isDisabled()).toBe(true);
    });
    await page.locator('input[name="username"]').fill('someone');
    expect(await page.locator('input[name="username"]').inputValue()).toBe('someone');
    await page.context().close();
  });

  it('shows a language stored before the cookie existed, and sends it prerendered from then on', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: authEn.auth.login.title }).waitFor();
    expect(errors.filter(isHydrationMessage)).toEqual([]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await page.goto('/');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('en');
    await context.close();
  });
});
