import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { uniqueName } from './support/accounts';
import { DESKTOP, PHONE, expectFitsAtEachSize } from './support/browser';
import { openPlatform } from './support/platform';

const { pageSignedInAs } = await openPlatform();
const baseUrl = inject('baseUrl');

async function adminPage(language: 'sr' | 'en', viewport: typeof DESKTOP) {
  return (await pageSignedInAs(['admin'], { language, viewport })).page;
}

/** An institution created, its city changed and then deleted, through the REST layer as this admin. */
async function institutionLifecycle(page: Page) {
  const tag = uniqueName('g').replace('_', '');
  const name = `Gimnazija ${tag}`;
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) => {
    const res = await page.request.fetch(`${baseUrl}${path}`, { method, data, headers: { origin: baseUrl } });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res;
  };
  const created = (await (
    await send('POST', '/api/institutions', {
      name,
      city: 'Niš',
      region: 'juzno_istocna_srbija',
      type: 'high_school',
      contact_email: 'skola@example.rs',
    })
  ).json()) as { id: number };
  await send('PATCH', `/api/institutions/${created.id}`, { city: 'Niška Banja', region: 'beograd' });
  await send('DELETE', `/api/institutions/${created.id}`);
  return { id: created.id, name, tag };
}

/** Today in Belgrade, as the filters read it (YYYY-MM-DD). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());

describe('the audit page', () => {
  for (const [language, viewport, words] of [
    [
      'sr',
      PHONE,
      {
        institution: 'Институција',
        edited: 'Измењена институција',
        deleted: 'Обрисана институција',
        city: 'Град: Niš → Niška Banja',
        region: 'Регион: Јужна и источна Србија → Београд',
        from: 'Од',
        format: 'дд.мм.гггг',
        action: 'Радња',
      },
    ],
    [
      'en',
      DESKTOP,
      {
        institution: 'Institution',
        edited: 'Edited the institution',
        deleted: 'Deleted the institution',
        city: 'City: Niš → Niška Banja',
        region: 'Region: Southern and Eastern Serbia → Belgrade',
        from: 'From',
        format: 'dd.mm.yyyy',
        action: 'Action',
      },
    ],
  ] as const) {
    it(`names a deleted institution, reads its changes, dates as dd.mm.yyyy and each action once (${language})`, async () => {
      const page = await adminPage(language, viewport);
      const { id, name, tag } = await institutionLifecycle(page);
      await page.goto(`/admin/audit?search=${tag}`);
      const table = page.getByTestId('audit-table');
      const rows = table.locator('tbody tr');
      await rows.nth(2).waitFor();
      expect(await rows.count()).toBe(3);
      const text = (await table.textContent()) ?? '';
      // Every entry, the deletion's too, names the institution, never "#87".
      expect(text).not.toContain(`#${id}`);
      expect(await rows.filter({ hasText: `${words.institution}: ${name}` }).count()).toBe(3);
      const edit = rows.filter({ hasText: words.edited });
      expect(await edit.textContent()).toContain(words.city);
      expect(await edit.textContent()).toContain(words.region);
      expect(text).not.toMatch(/version|\d → \d/);
      await rows.filter({ hasText: words.deleted }).waitFor();

      // The day filters are typed as dd.mm.yyyy whatever the browser's locale.
      const from = page.getByLabel(words.from, { exact: true });
      expect(await from.getAttribute('placeholder')).toBe(words.format);
      expect(await from.getAttribute('type')).not.toBe('date');
      const [year, month, day] = today().split('-');
      await from.fill(`${day}.${month}.${year}`);
      await page.waitForURL((url) => url.searchParams.get('from') === today());
      await expect.poll(() => rows.count()).toBe(3);
      await page.reload();
      expect(await page.getByLabel(words.from, { exact: true }).inputValue()).toBe(`${day}.${month}.${year}`);
      await page.getByLabel(words.from, { exact: true }).fill(`31.02.${year}`);
      expect(new URL(page.url()).searchParams.get('from')).toBe(today());

      // Each action once, each with a label of its own.
      const labels = await page
        .getByLabel(words.action, { exact: true })
        .locator('option')
        .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
      expect(labels.length).toBeGreaterThan(20);
      expect(new Set(labels).size).toBe(labels.length);

      await expectFitsAtEachSize(page, `audit ${language}`, `audit-${language}`);
      await page.context().close();
    });
  }
});
