import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ARTWORK_ROUTES } from '../client/src/test-support/artwork-routes';
import { E2E_ENV } from './support/global-setup';
import { PHONE, openPage, screenshot, inEachLanguage, waitForHydration, expectFitsAtEachSize } from './support/browser';
import { CLOCK_STEP_MS, runClockUntilHydrated, runClockUntilVisible, stopClock } from './support/page-clock';
import { openPlatform } from './support/platform';

const { browser } = await openPlatform();

/** Opens the home page with the page's clock stopped: the test moves time itself (stopClock). */
async function openHomeWithStoppedClock(page: Page) {
  await stopClock(page);
  await page.goto('/');
  await runClockUntilVisible(page, page.getByTestId('home-heading'));
  // The heading is in the prerendered HTML, visible before the page's code runs; the page's timers
  // start when its code has taken the heading over (hydrated), so time is counted from there.
  await runClockUntilHydrated(page, page.getByTestId('home-heading'));
}

/** Opacity of every heading letter with all animations stopped at `ms` after they started. */
function lettersAt(page: Page, ms: number) {
  return page.evaluate((time) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = time;
    }
    return [...document.querySelectorAll('[data-testid="home-letter"]')].map((el) =>
      Number(getComputedStyle(el).opacity),
    );
  }, ms);
}

describe('home page animation', () => {
  it('reveals the heading 30 ms per letter and the three buttons after 1500 ms', async () => {
    const page = await openPage(browser, { language: 'en' });
    await openHomeWithStoppedClock(page);
    // The page's time stands still: the buttons come only once 1500 ms have passed in it.
    expect(await page.getByTestId('home-actions').count()).toBe(0);
    // Up to one clock step had passed when the heading showed (runClockUntilVisible).
    await page.clock.runFor(1500 - CLOCK_STEP_MS - 1);
    expect(await page.getByTestId('home-actions').count()).toBe(0);
    await page.clock.runFor(CLOCK_STEP_MS + 1);
    await page.getByTestId('home-actions').waitFor();
    await page.clock.resume();

    const text = 'Cybersecurity contests of Serbia';
    expect(await page.getByTestId('home-heading').getAttribute('aria-label')).toBe(text);
    const delays = await page
      .getByTestId('home-letter')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays).toEqual([...text].map((_, i) => `${(i * 30) / 1000}s`));

    // 150 ms in: the first five letters have started (letter i starts at i * 30 ms), the rest not yet.
    const early = await lettersAt(page, 150);
    expect(early.slice(0, 5).every((o) => o > 0)).toBe(true);
    expect(early.slice(6).every((o) => o === 0)).toBe(true);
    // Once the last letter's own animation is over, every letter is fully shown.
    expect((await lettersAt(page, text.length * 30 + 400)).every((o) => o === 1)).toBe(true);

    const actions = page.getByTestId('home-actions');
    expect(await actions.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth/registration');
    expect(await actions.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login');
    const chat = actions.getByRole('link', { name: /community chat/ });
    expect(await chat.getAttribute('href')).toBe(E2E_ENV.COMMUNITY_CHAT_URL);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows everything at once with reduced motion', async () => {
    const page = await openPage(browser, { language: 'en', reducedMotion: 'reduce' });
    await openHomeWithStoppedClock(page);
    // No time passes in the page, and the buttons are there.
    await page.getByTestId('home-actions').waitFor();
    const names = await page
      .getByTestId('home-letter')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(new Set(names)).toEqual(new Set(['none']));
  });
});

describe('language', () => {
  it('is Serbian Cyrillic by default, switches to English, and keeps the choice', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('sr');
    expect(await page.getByTestId('home-heading').getAttribute('aria-label')).toBe(
      'Такмичења у сајбер безбедности Србије',
    );
    await screenshot(page, 'home-sr-desktop');

    // The page arrives prerendered; the switch answers once its code has taken over.
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Језик' }).selectOption('en');
    await page.getByRole('heading', { name: 'Cybersecurity contests of Serbia' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Cybersecurity contests of Serbia' }).waitFor();
    expect(await page.getByRole('link', { name: 'Results' }).first().isVisible()).toBe(true);
    await screenshot(page, 'home-en-desktop');
  });
});

describe('top bar', () => {
  it('links home, login, registration, results and the code repository', async () => {
    const page = await openPage(browser, { language: 'en' });
    await page.goto('/rezultati-sccquals2025');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/auth/login', '/auth/registration', '/rezultati-sccquals2025']);
    expect(await nav.getByRole('link', { name: 'Results' }).getAttribute('aria-current')).toBe('page');
    const repo = page.getByRole('link', { name: /Source code of the platform/ });
    expect(await repo.getAttribute('href')).toBe(E2E_ENV.CODE_REPOSITORY_URL);
    expect(await repo.getAttribute('rel')).toBe('noopener noreferrer');
    const bar = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).position);
    expect(bar).toBe('sticky');
  });
});

describe('mobile menu', () => {
  it('opens full-screen on a phone and closes when a link is clicked', async () => {
    const page = await openPage(browser, { language: 'sr', viewport: PHONE });
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Главна навигација' }).isVisible()).toBe(false);
    await screenshot(page, 'home-sr-phone');

    await waitForHydration(page);
    await page.getByRole('button', { name: 'Отвори мени' }).click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await screenshot(page, 'mobile-menu-sr-phone');

    await menu.getByRole('link', { name: 'Пријава' }).click();
    await page.waitForURL('**/auth/login');
    await menu.waitFor({ state: 'hidden' });
    // The address changes first; the login page (loaded on demand) and its background follow.
    await page.locator('[data-testid="page-background"][data-background="login"]').waitFor();
  });

  it('closes with Escape', async () => {
    const page = await openPage(browser, { language: 'en', viewport: PHONE });
    await page.goto('/rezultati-sccquals2025');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('mobile-menu').waitFor();
    await screenshot(page, 'mobile-menu-en-phone');
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-menu').waitFor({ state: 'hidden' });
  });
});

describe('backgrounds', () => {
  it('gives each listed route its own image and every other path a plain dark background', async () => {
    const page = await openPage(browser, { language: 'en' });
    const images = new Set<string>();
    for (const [path, name] of ARTWORK_ROUTES) {
      await page.goto(path);
      const background = page.getByTestId('page-background');
      await background.waitFor();
      expect(await background.getAttribute('data-background'), path).toBe(name);
      const image = await background.evaluate((el) => getComputedStyle(el).backgroundImage);
      const url = /url\("([^"]+\.svg)"\)/.exec(image)?.[1];
      expect(url, path).toBeTruthy();
      expect((await page.request.get(url!)).status(), url).toBe(200);
      images.add(url!);
    }
    expect(images.size).toBe(ARTWORK_ROUTES.length);

    for (const path of ['/no/such/page', '/auth/resend-verify-email']) {
      await page.goto(path);
      const background = page.getByTestId('page-background');
      expect(await background.getAttribute('data-background'), path).toBe('plain');
      expect(await background.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    }
  });
});

describe('not-found page', () => {
  it('shows 404 in the chosen language with a link home', async () => {
    for (const [language, text, home] of [
      ['en', 'Page not found', 'Back to home'],
      ['sr', 'Страница није пронађена', 'Назад на почетну'],
    ] as const) {
      const page = await openPage(browser, { language });
      expect((await page.goto('/ovo/ne/postoji'))?.status()).toBe(404);
      await page.getByText(text).first().waitFor();
      await screenshot(page, `not-found-${language}-desktop`);
      await page.getByRole('link', { name: home }).click();
      await page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('is what the results of an unknown competition show (404); a known one not yet published says so (200)', async () => {
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
    const slug = `e2e-rezultati-${Date.now().toString(36)}`;
    await pool.query(`INSERT INTO competitions (name, slug, visibility, stage) VALUES ($1, $2, 'public', 'quals')`, [
      `Takmičenje ${slug}`,
      slug,
    ]);
    try {
      for (const [language, text, empty] of [
        ['en', 'Page not found', 'Results are not published yet'],
        ['sr', 'Страница није пронађена', 'Резултати још нису објављени'],
      ] as const) {
        const page = await openPage(browser, { language });
        expect((await page.goto(`/rezultati/${slug}-nema`))?.status()).toBe(404);
        await page.getByText(text).first().waitFor();
        expect(await page.getByTestId('results-empty').count()).toBe(0);
        await screenshot(page, `results-unknown-${language}-desktop`);
        expect((await page.goto(`/rezultati/${slug}`))?.status()).toBe(200);
        await page.getByTestId('results-empty').getByText(empty).waitFor();
        expect(await page.getByText(text).count()).toBe(0);
        await page.close();
      }
    } finally {
      await pool.query('DELETE FROM competitions WHERE slug = $1', [slug]);
      await pool.end();
    }
  });
});

describe('every public page in both languages, on a desktop and a phone', () => {
  it('renders without horizontal scrolling (screenshots with E2E_SCREENSHOTS=1)', async () => {
    await inEachLanguage(async (language, viewport) => {
      const page = await openPage(browser, { language, viewport, reducedMotion: 'reduce' });
      for (const [path, name] of [...ARTWORK_ROUTES, ['/ne-postoji', 'not-found'] as [string, string]]) {
        await page.goto(path);
        await page.getByTestId('page-background').waitFor();
        await page.locator('h1').first().waitFor();
        await expectFitsAtEachSize(page, `${path} ${language}`, `${name}-${language}`);
      }
      await page.context().close();
    });
  });
});
