import { describe, expect, it } from 'vitest';
import { PHONE, openPage, screenshot } from './support/browser';
import { openPlatform, usePool } from './support/platform';

const { browser, db } = await openPlatform();
const pool = usePool();

async function competitionWithRegistration() {
  const slug = `arhiva-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO competitions (name, slug, visibility, stage) VALUES ($1, $2, 'public', 'quals') RETURNING id`,
    [`Kvalifikacije ${slug}`, slug],
  );
  const player = await db.createUser();
  await pool.query(
    `INSERT INTO competition_registrations (competition_id, user_id, first_name, last_name, gender, date_of_birth)
     VALUES ($1, $2, 'Ana', 'Perić', 'female', '2006-06-06')`,
    [rows[0]!.id, player.id],
  );
  return { id: rows[0]!.id, slug };
}

describe('deleting a competition others’ data hangs on', () => {
  it.each([
    ['en', 'Delete competition', 'Delete or archive', 'Competition archived', 'Restore', 'Competition restored.'],
    ['sr', 'Обриши такмичење', 'Обриши или архивирај', 'Такмичење је архивирано', 'Врати', 'Такмичење је враћено.'],
  ] as const)(
    '(%s) archives it, keeps the registration, and the organizer restores it',
    async (language, deleteLabel, confirmLabel, archivedToast, restoreLabel, restoredToast) => {
      const competition = await competitionWithRegistration();
      const organizer = await db.createUser({ roles: ['organizer'] });
      const page = await openPage(browser, { language, ...(language === 'sr' ? { viewport: PHONE } : {}) });
      await db.signIn(page.context(), organizer);
      await page.goto(`/organizer/competitions/${competition.slug}`);
      await page.getByRole('button', { name: deleteLabel }).click();
      await screenshot(page, `competition-archive-dialog-${language}`);
      await page.getByRole('alertdialog').getByRole('button', { name: confirmLabel }).click();
      await page.getByText(archivedToast, { exact: false }).first().waitFor();
      await page.waitForURL('**/organizer/competitions');

      const stored = await pool.query(
        `SELECT archived_at IS NOT NULL AS archived,
                (SELECT count(*)::int FROM competition_registrations WHERE competition_id = $1) AS registrations
         FROM competitions WHERE id = $1`,
        [competition.id],
      );
      expect(stored.rows[0]).toEqual({ archived: true, registrations: 1 });

      await page.goto(`/organizer/competitions/${competition.slug}`);
      await page.getByTestId('archived-notice').waitFor();
      await screenshot(page, `competition-archived-${language}`);
      await page.getByTestId('archived-notice').getByRole('button', { name: restoreLabel }).click();
      await page.getByText(restoredToast).first().waitFor();
      await page.getByTestId('archived-notice').waitFor({ state: 'detached' });
      const restored = await pool.query(`SELECT archived_at FROM competitions WHERE id = $1`, [competition.id]);
      expect(restored.rows[0].archived_at).toBeNull();
    },
  );
});
