import type { Locator, Page } from 'playwright-core';

/** The step of runClockUntilVisible: the precision, in page time, of what a test measures after it. */
export const CLOCK_STEP_MS = 10;

/**
 * Stops the page's clock (timers, Date, performance) before the page loads: time passes in the page
 * only when the test moves it (`page.clock.runFor`), so what shows depends on page time, not on how
 * fast the machine is.
 */
export async function stopClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Moves a stopped clock forward in steps of CLOCK_STEP_MS until `locator` shows: a page loading with
 * a stopped clock needs some page time (React reveals lazily loaded pages on a timer). The page may
 * show the element during the last step, so up to one step of page time may have passed since then;
 * the clock stands still after it until the test moves it again.
 */
export async function runClockUntilVisible(page: Page, locator: Locator, stepMs = CLOCK_STEP_MS) {
  const deadline = Date.now() + 15_000;
  while (!(await locator.isVisible())) {
    if (Date.now() > deadline) throw new Error(`${String(locator)} did not show`);
    await page.clock.runFor(stepMs);
  }
}

/**
 * Moves a stopped clock forward in steps of CLOCK_STEP_MS until `locator`'s element is hydrated: React
 * has taken it over (its internal fiber key is on the element). The page is marked hydrated at its
 * first commit, when a lazily loaded route's part may still wait for its chunk; what comes after
 * may also wait for a page timer, which a stopped clock never fires. As with runClockUntilVisible,
 * up to one step of page time may have passed since then.
 */
export async function runClockUntilHydrated(page: Page, locator: Locator, stepMs = CLOCK_STEP_MS) {
  const deadline = Date.now() + 15_000;
  const hydrated = () =>
    locator.evaluate(
      (el) =>
        document.documentElement.dataset.hydrated === 'true' &&
        Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
    );
  while (!(await hydrated())) {
    if (Date.now() > deadline) throw new Error(`${String(locator)} was not hydrated`);
    await page.clock.runFor(stepMs);
  }
}
