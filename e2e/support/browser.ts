import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { afterAll, inject } from 'vitest';
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
  if (language) await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** Saves a PNG under e2e/screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
