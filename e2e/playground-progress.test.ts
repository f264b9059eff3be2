// The dashboard's playground card with the player's progress. The server under test reads no
// playground (no CTF_PLAYGROUND_API_* set: server/test/playground covers the reading), so the
// browser's tRPC answers for the two procedures are replaced with what a configured server sends.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TPlaygroundProgress } from '@ctf/shared/schemas/playground';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { openPlatform } from './support/platform';

const { pageSignedInAs } = await openPlatform();

const READ_AT = new Date(Date.now() - 20 * 60_000);

const progress = (by: [string, number][], readAt = READ_AT): TPlaygroundProgress => ({
  enabled: true,
  total: by.reduce((sum, [, n]) => sum + n, 0),
  by_category: by.map(([category, solves]) => ({ category, solves })),
  read_at: readAt.toISOString(),
});

/** Answers `account.playgroundProgress` (alone or in a batch) and the refresh with these figures. */
async function servePlayground(page: Page, answers: { stored: TPlaygroundProgress; fresh: TPlaygroundProgress }) {
  const refreshes: string[] = [];
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const names = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const ours = (name: string) =>
      name === 'account.playgroundProgress' || name === 'account.refreshPlaygroundProgress';
    if (!names.some(ours)) return route.continue();
    if (names.includes('account.refreshPlaygroundProgress')) refreshes.push(url.pathname);
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    const answerOf = (name: string) => (name === 'account.refreshPlaygroundProgress' ? answers.fresh : answers.stored);
    const patched = Array.isArray(body)
      ? body.map((entry: unknown, i) => (ours(names[i]!) ? { result: { data: answerOf(names[i]!) } } : entry))
      : { result: { data: answerOf(names[0]!) } };
    await route.fulfill({ response, status: 200, json: patched });
  });
  return refreshes;
}

const clock = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Belgrade',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
};

describe('the playground card shows what the player solved there', () => {
  it.each([
    {
      language: 'sr' as const,
      summary: '12 решених задатака: web 5, crypto 4, pwn 2, …',
      asOf: `Стање од ${clock(READ_AT)}`,
      refresh: 'Освежи',
      fresh: '13 решених задатака: web 6, crypto 4, pwn 2, …',
    },
    {
      language: 'en' as const,
      summary: '12 challenges solved: web 5, crypto 4, pwn 2, …',
      asOf: `As of ${clock(READ_AT)}`,
      refresh: 'Refresh',
      fresh: '13 challenges solved: web 6, crypto 4, pwn 2, …',
    },
  ])(
    'in $language: the top categories, when read, and a refresh',
    async ({ language, summary, asOf, refresh, fresh }) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await pageSignedInAs([], { language, viewport });
        const refreshes = await servePlayground(page, {
          stored: progress([
            ['web', 5],
            ['crypto', 4],
            ['pwn', 2],
            ['misc', 1],
          ]),
          fresh: progress(
            [
              ['web', 6],
              ['crypto', 4],
              ['pwn', 2],
              ['misc', 1],
            ],
            new Date(),
          ),
        });
        await page.goto('/app/dashboard');
        const card = page.getByTestId('playground-progress');
        await card.getByText(summary).waitFor();
        await card.getByText(asOf).waitFor();
        await screenshot(page, `playground-progress-${language}-${viewport.width}`);

        await card.getByRole('button', { name: refresh }).click();
        await card.getByText(fresh).waitFor();
        expect(refreshes).toHaveLength(1);
        await page.context().close();
      }
    },
  );

  it('shows only the link when the platform reads no playground', async () => {
    const { page } = await pageSignedInAs([], { language: 'en' });
    await page.goto('/app/dashboard');
    const playground = page.getByTestId('playground-card');
    await playground.getByRole('link', { name: /Open the playground/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('playground-progress').count()).toBe(0);
  });
});
