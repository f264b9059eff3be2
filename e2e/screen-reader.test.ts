import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillRegistration, solveBotCheck } from './support/auth-forms';
import { openPage, waitForHydration } from './support/browser';
import { openPlatform } from './support/platform';

const { browser, db } = await openPlatform();

const liveRegion = '[data-testid="live-announcer"]';

/**
 * What the live region says, read from Chromium's accessibility tree (what a screen reader gets):
 * its words are in a closed shadow root, out of reach of the page's scripts and of text locators.
 */
async function announced(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        nodeId: string;
        parentId?: string;
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const region = nodes.find(
      (node) =>
        node.properties?.some((p) => p.name === 'live' && p.value.value === 'polite') && node.role?.value === 'status',
    );
    if (!region) return '';
    const byParent = (id: string) => nodes.filter((node) => node.parentId === id);
    const words: string[] = [];
    const visit = (id: string) => {
      for (const child of byParent(id)) {
        if (child.role?.value === 'StaticText' && child.name?.value) words.push(child.name.value);
        visit(child.nodeId);
      }
    };
    visit(region.nodeId);
    return words.join('');
  } finally {
    await cdp.detach();
  }
}

describe('what a screen reader is told', () => {
  it('has one live region from the first render, before any notification', async () => {
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const region = page.locator(liveRegion);
    expect(await region.count()).toBe(1);
    expect(await region.getAttribute('aria-live')).toBe('polite');
    expect(await region.getAttribute('role')).toBe('status');
  });

  it('moves focus to the new page’s heading and announces its title after a link is followed', async () => {
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/login');
    // A link followed in the page (not a new document: the prerendered page's code has taken over).
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const title = await page.title();
    expect(title).toContain('·');
    await expect.poll(() => announced(page)).toBe(title);
  });

  it('draws no ring around the heading it focuses, even after a link followed from the keyboard', async () => {
    const page = await openPage(browser, { language: 'sr' });
    await page.goto('/auth/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Заборавили сте лозинку?' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/auth/forgot-password');
    const heading = page.getByRole('heading', { level: 1 });
    // The new page's code loads first (up to the page's 10 s, as every wait here).
    await expect
      .poll(() => heading.evaluate((element) => element === document.activeElement), { timeout: 10_000 })
      .toBe(true);
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    // The keyboard's next stop still shows where the focus is.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => {
      const active = document.activeElement;
      return active && active !== document.body && active.matches(':focus-visible')
        ? getComputedStyle(active).outlineStyle
        : null;
    });
    expect(next).not.toBeNull();
    expect(next).not.toBe('none');
  });

  it('keeps a person’s focus when they are already typing on the new page', async () => {
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const field = page.getByLabel('Email address');
    await field.fill('ana@example.org');
    // The lazily loaded page sets its title once it has drawn: wait for it, then compare.
    await expect.poll(() => page.title()).toContain('Forgot your password?');
    await expect.poll(() => announced(page)).toBe(await page.title());
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('shows a refused login in the language chosen after it', async () => {
    const user = await db.createUser();
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/login');
    await page.locator('input[name="username"]').fill(user.username);
    await page.locator('input[name="password"]').fill('Not#The#Password1');
    await solveBotCheck(page);
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Incorrect username or password.').waitFor();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('sr');
    await page.getByText('Погрешно корисничко име или лозинка.').waitFor();
    expect(await page.getByText('Incorrect username or password.').count()).toBe(0);
  });

  it('says each notification through the live region', async () => {
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/auth/registration');
    await fillRegistration(page, { username: 'ana_reader', email: 'ana_reader@example.org', password: 'Zastava#2026' });
    // Submitted without the human check: a notification says so.
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Please confirm that you are not a robot.').first().waitFor();
    await expect.poll(() => announced(page)).toBe('Please confirm that you are not a robot.');
    // ...once: the toast itself is not a second live region.
    const live =
      '[aria-live]:not([aria-live="off"]), [role="status"]:not([aria-live="off"]), [role="alert"]:not([aria-live="off"])';
    expect(await page.locator(live).count()).toBe(1);
  });
});
