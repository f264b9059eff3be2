import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { afterAll, expect, inject, onTestFailed } from 'vitest';
import { CHROMIUM_PATH } from './browser-path';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/** One headless Chromium per test file, closed after it. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // Each new window would also start the address bar's drop-down (two renderer processes of
      // browser UI, drawn and never seen headless): most of what a new context cost.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,OmniboxPopupWebUIContent,OmniboxAimPopupWebUIContent,OmniboxPopupWebUIBaseContent',
    ],
  });
  afterAll(() => browser.close());
  return browser;
}

export interface PageOptions extends BrowserContextOptions {
  /** The interface language stored in localStorage before the first page loads. */
  language?: 'sr' | 'en';
}

/** A page in its own context (own cookies and storage) at the base URL of the server under test. */
export async function openPage(browser: Browser, { language, ...options }: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: inject('baseUrl'), ...options });
  if (language) {
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    // The app keeps its choice in a cookie too, so the server sends the prerendered pages in it.
    await context.addCookies([{ name: 'lang', value: language, url: inject('baseUrl') }]);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  reportOnFailure(page);
  return page;
}

/**
 * When the test that opened the page fails, prints what a person would have seen on it (address,
 * text, the browser's errors): a failure in CI then says what the page showed, not only what it
 * did not.
 */
function reportOnFailure(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.method()} ${request.url()}`));
  try {
    onTestFailed(async () => {
      if (page.isClosed()) return;
      const text = await page
        .evaluate(() => document.body.innerText)
        .catch((error: unknown) => `(unreadable: ${String(error)})`);
      console.error([`--- page at ${page.url()}`, text.slice(0, 3000), ...problems.slice(-20), '---'].join('\n'));
    });
  } catch {
    // Opened outside a test (a beforeAll): nothing to attach the report to.
  }
}

/**
 * Screenshots are for people to look at, not assertions: they are saved only with
 * E2E_SCREENSHOTS=1 (a full-page PNG of a long page costs seconds, times ~200 shots).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * With E2E_SCREENSHOTS=1, waits for running animations (a dialog sliding in) and saves a PNG under
 * e2e/screenshots/; otherwise does nothing. `fullPage: false` shoots the viewport (dialogs and
 * pop-ups are fixed to it).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Asserts the page is no wider than the viewport: nothing to scroll sideways. */
export async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

export type Language = 'sr' | 'en';
export const SCREEN_SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/**
 * The size a check that looks at each page at both sizes (atEachSize) works at in each language: a
 * phone in Serbian (the longer words), a desktop in English. So every screen is seen in both
 * languages at both sizes, and what is clicked and typed on the way is done on a phone too.
 */
export const WORKING_SIZE = { sr: PHONE, en: DESKTOP } as const;

/**
 * Runs `check` in each language, the two side by side in browser contexts of their own, with the
 * viewport the language works at (WORKING_SIZE). A page is loaded once and looked at at both sizes
 * with atEachSize, instead of loaded again at the other size.
 */
export async function inEachLanguage(
  check: (language: Language, viewport: { width: number; height: number }) => Promise<void>,
) {
  await Promise.all((['sr', 'en'] as const).map((language) => check(language, WORKING_SIZE[language])));
}

/**
 * Looks at the page as it is now on a desktop, then on a phone (the viewport resized in place, as
 * a person turning a tablet or resizing a window does: the layout is CSS media queries, so it is
 * laid out as a fresh load at that width would be), then gives the page its size back.
 */
export async function atEachSize(page: Page, look: (sizeName: 'desktop' | 'phone') => Promise<void>) {
  const working = page.viewportSize();
  for (const [sizeName, viewport] of SCREEN_SIZES) {
    await page.setViewportSize(viewport);
    // Two frames, so what is measured is the layout at this width. A renderer that draws no frame
    // (a busy machine has held one back for minutes) is given half a second: reading the width
    // lays the page out at the new size anyway.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, 500);
        }),
    );
    await look(sizeName);
  }
  if (working) await page.setViewportSize(working);
}

/**
 * The look most screens get at each size (atEachSize): nothing to scroll sideways (the failure
 * names `label` and the size) and, with E2E_SCREENSHOTS=1, the screenshot `${name}-${size}`.
 */
export async function expectFitsAtEachSize(
  page: Page,
  label: string,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  await atEachSize(page, async (sizeName) => {
    await expectNoHorizontalScroll(page, `${label} ${sizeName}`);
    await screenshot(page, `${name}-${sizeName}`, options);
  });
}

/**
 * Waits until the page's code has taken over a prerendered page (main.tsx marks the document): a
 * link followed before that loads a new document instead of changing the page in place.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** From now on, counts the page's requests to a procedure (`auth.login`): how many it has sent so far. */
export function countCalls(page: Page, procedure: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes(procedure)) calls += 1;
  });
  return () => calls;
}
