import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { expectFitsAtEachSize, inEachLanguage, openPage } from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { db, browser } = await openPlatform();
const pool = usePool();
// Digits only: names are shown in the interface's script (Latin letters become Cyrillic in Serbian).
const tag = String(randomBytes(3).readUIntBE(0, 3));

const slugs: string[] = [];
afterAll(async () => {
  await pool.query(`DELETE FROM competitions WHERE slug = ANY($1)`, [slugs]);
});

/** A competitor (accepted application, Discord linked) born on this day. */
async function competitor(dateOfBirth: string) {
  const user = await db.createUser();
  await db.makeCompetitor(user, { date_of_birth: dateOfBirth });
  return user;
}

const EXPECTED = {
  sr: 'Ово такмичење је за играче који на дан 1. децембра 2025. имају највише 20 година.',
  en: 'This competition is for players up to 20 years old on 1 December 2025.',
};

describe('eligibility said before trying', () => {
  it('tells a competitor too old for a competition why, on its card and its registration page', async () => {
    const slug = `e2e-uzrast-${randomBytes(4).toString('hex')}`;
    slugs.push(slug);
    await pool.query(
      `INSERT INTO competitions (name, slug, visibility, stage, age_max, age_reference_date,
         registration_starts_at, registration_ends_at)
       VALUES ($1, $2, 'public', 'quals', 20, '2025-12-01', now() - interval '1 hour', now() + interval '30 days')`,
      [`Kvalifikacije ${tag}`, slug],
    );
    // 21 on the competition's reference date, 1 December 2025.
    const user = await competitor('2004-01-15');

    await inEachLanguage(async (language, viewport) => {
      const page = await openPage(browser, { language, viewport });
      await db.signIn(page.context(), user);
      await page.goto('/app/competitions');
      const card = page.locator(`[data-testid="competition-card"][data-slug="${slug}"]`);
      const reasons = card.getByTestId('eligibility-reasons');
      await reasons.waitFor();
      expect(
        await reasons
          .locator('[data-reason]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-reason'))),
      ).toEqual(['AGE_ABOVE_MAX']);
      await expect.poll(() => reasons.innerText()).toContain(EXPECTED[language]);
      await card.scrollIntoViewIfNeeded();
      await expectFitsAtEachSize(page, `competition card (${language})`, `eligibility-card-${language}`);

      // The registration page says the same instead of offering a registration the server would refuse.
      await page.goto(`/app/competitions/${slug}/registration`);
      await expect.poll(() => page.getByTestId('eligibility-reasons').innerText()).toContain(EXPECTED[language]);
      expect(await page.getByTestId('registration-form').count()).toBe(0);
      await expectFitsAtEachSize(page, `registration page (${language})`, `eligibility-registration-${language}`);
      await page.context().close();
    });
  });
});
