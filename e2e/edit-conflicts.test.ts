import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../client/src/locales/en';
import { sr } from '../client/src/locales/sr';
import { adminEn } from '../client/src/locales/admin/en';
import { adminSr } from '../client/src/locales/admin/sr';
import { organizerEn } from '../client/src/locales/organizer/en';
import { organizerSr } from '../client/src/locales/organizer/sr';
import { uniqueName } from './support/accounts';
import { PHONE, atEachSize, openPage, screenshot } from './support/browser';
import { openPlatform, usePool } from './support/platform';
import { ascending } from '../shared/src/sort';

const { browser, db } = await openPlatform();
const pool = usePool();

async function adminOn(path: string, language: 'en' | 'sr', viewport?: typeof PHONE) {
  const admin = await db.createUser({ roles: ['admin'] });
  const page = await openPage(browser, { language, ...(viewport ? { viewport } : {}) });
  await db.signIn(page.context(), admin);
  await page.goto(path);
  await page.getByTestId('user-form').waitFor();
  return page;
}

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();

const storedRoles = async (id: number) =>
  ((await pool.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [id])).rows[0]!.roles ?? []).sort(
    ascending,
  );

describe('two admins editing the same user', () => {
  it('the second save shows the first one’s values, keeps what the second typed, and loses nothing', async () => {
    const target = await db.createUser();
    const path = `/admin/users/${target.id}/edit`;
    const first = await adminOn(path, 'en');
    const second = await adminOn(path, 'en');

    await first.getByRole('checkbox', { name: 'Organizer' }).check({ force: true });
    await first.getByRole('button', { name: 'Save' }).click();
    await toast(first, 'The user was saved.').waitFor();
    expect(await storedRoles(target.id)).toEqual(['organizer']);

    const typedEmail = `${target.username}.second@example.org`;
    await second.getByLabel('Email address').fill(typedEmail);
    await second.getByRole('checkbox', { name: 'Women4Cyber' }).check({ force: true });
    await second.getByRole('button', { name: 'Save' }).click();
    const notice = second.getByTestId('edit-conflict');
    await notice.getByText('Someone else saved this while you were editing').waitFor();
    expect(await notice.textContent()).toContain('Organizer');
    // Nothing was overwritten, and the second admin's input is still in the form.
    expect(await storedRoles(target.id)).toEqual(['organizer']);
    expect(await second.getByLabel('Email address').inputValue()).toBe(typedEmail);
    expect(await second.getByRole('checkbox', { name: 'Women4Cyber' }).isChecked()).toBe(true);
    await screenshot(second, 'edit-conflict-user-en-desktop');

    await notice.getByRole('button', { name: 'Discard mine and load theirs' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await second.getByRole('checkbox', { name: 'Organizer' }).isChecked()).toBe(true);
    expect(await second.getByLabel('Email address').inputValue()).toBe(target.email);
    await second.getByRole('checkbox', { name: 'Women4Cyber' }).check({ force: true });
    await second.getByRole('button', { name: 'Save' }).click();
    await toast(second, 'The user was saved.').waitFor();
    expect(await storedRoles(target.id)).toEqual(['organizer', 'women4cyber']);
  });

  it('in Serbian on a phone, "save mine" saves the second admin’s input over the newer version', async () => {
    const target = await db.createUser();
    const path = `/admin/users/${target.id}/edit`;
    const first = await adminOn(path, 'sr');
    const second = await adminOn(path, 'sr', PHONE);

    await first.getByRole('checkbox', { name: 'Организатор' }).check({ force: true });
    await first.getByRole('button', { name: 'Сачувај' }).click();
    await toast(first, 'Корисник је сачуван.').waitFor();

    await second.getByRole('checkbox', { name: 'Women4Cyber' }).check({ force: true });
    await second.getByRole('button', { name: 'Сачувај' }).click();
    const notice = second.getByTestId('edit-conflict');
    await notice.getByText('Неко други је ово сачувао док сте уређивали').waitFor();
    await screenshot(second, 'edit-conflict-user-sr-phone');
    // On the phone and on the desktop, with the Serbian labels (the longest), both buttons lie inside the notice.
    await atEachSize(second, async (size) => {
      const box = (await notice.boundingBox())!;
      for (const button of await notice.getByRole('button').all()) {
        const edges = (await button.boundingBox())!;
        expect(edges.x, size).toBeGreaterThanOrEqual(box.x);
        expect(edges.x + edges.width, size).toBeLessThanOrEqual(box.x + box.width);
      }
    });
    await notice.getByRole('button', { name: 'Сачувај моје измене преко његових' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => storedRoles(target.id)).toEqual(['women4cyber']);
  });
});

/**
 * "Save my changes over theirs" on every form that uses the shared version check
 * (components/edit-conflict): the other person changed one field meanwhile (here written straight
 * into the row, with the version moved on), this editor another; the overwrite keeps theirs.
 */
describe('saving over a newer version changes only the fields this editor changed, on every such form', () => {
  const texts = {
    en: { common: en.common, admin: adminEn.admin, organizer: organizerEn.organizerArea },
    sr: { common: sr.common, admin: adminSr.admin, organizer: organizerSr.organizerArea },
  };
  const row = async (sql: string, params: unknown[]) =>
    (await pool.query(sql, params)).rows[0] as Record<string, unknown>;

  async function staleEditor(
    path: string,
    roles: ('admin' | 'organizer')[],
    language: 'en' | 'sr',
    viewport?: typeof PHONE,
  ) {
    const editor = await db.createUser({ roles });
    const page = await openPage(browser, { language, ...(viewport ? { viewport } : {}) });
    await db.signIn(page.context(), editor);
    await page.goto(path);
    return page;
  }

  async function overwrite(page: Page, language: 'en' | 'sr', save: string, shot: string) {
    await page.getByRole('button', { name: save, exact: true }).click();
    const notice = page.getByTestId('edit-conflict');
    await notice.getByText(texts[language].common.editConflict.title).waitFor();
    await screenshot(page, shot);
    await notice.getByRole('button', { name: texts[language].common.editConflict.saveMine }).click();
    await notice.waitFor({ state: 'detached' });
  }

  it('the user form (admin area): their new e-mail stays, my role is added', async () => {
    const target = await db.createUser();
    const page = await staleEditor(`/admin/users/${target.id}/edit`, ['admin'], 'en');
    await page.getByTestId('user-form').waitFor();
    const theirs = `${target.username}.theirs@example.org`;
    await pool.query('UPDATE users SET email = $2, version = version + 1 WHERE id = $1', [target.id, theirs]);

    await page.getByRole('checkbox', { name: 'Women4Cyber' }).check({ force: true });
    await overwrite(page, 'en', texts.en.admin.common.save, 'edit-conflict-only-mine-user-en-desktop');
    await expect
      .poll(async () => row('SELECT email, roles FROM users WHERE id = $1', [target.id]))
      .toEqual({ email: theirs, roles: ['women4cyber'] });
    await page.context().close();
  });

  it('the institution form (admin area): their city stays, my name is saved', async () => {
    const name = uniqueName('Skola');
    const { id } = await row(
      `INSERT INTO institutions (name, city, region, type, search_key) VALUES ($1, 'Niš', 'other', 'other', lower($1)) RETURNING id`,
      [name],
    );
    const page = await staleEditor(`/admin/institutions/${id}/edit`, ['admin'], 'sr', PHONE);
    await page.getByTestId('institution-form').waitFor();
    await pool.query(`UPDATE institutions SET city = 'Pirot', version = version + 1 WHERE id = $1`, [id]);

    await page.getByLabel(texts.sr.admin.institutions.form.name, { exact: true }).fill(`${name} mine`);
    await overwrite(page, 'sr', texts.sr.admin.common.save, 'edit-conflict-only-mine-institution-sr-phone');
    await expect
      .poll(async () => row('SELECT name, city FROM institutions WHERE id = $1', [id]))
      .toEqual({ name: `${name} mine`, city: 'Pirot' });
    await pool.query('DELETE FROM institutions WHERE id = $1', [id]);
    await page.context().close();
  });

  it('the competition form (organizer area): their name stays, my required role is saved', async () => {
    const slug = `e2e-konflikt-${Date.now().toString(36)}`;
    await pool.query(
      `INSERT INTO competitions (name, slug, visibility, stage) VALUES ('Staro ime', $1, 'private', 'warmup')`,
      [slug],
    );
    const page = await staleEditor(`/organizer/competitions/${slug}`, ['organizer'], 'sr');
    await page.getByTestId('competition-form').waitFor();
    await pool.query(`UPDATE competitions SET name = 'Njihovo ime', version = version + 1 WHERE slug = $1`, [slug]);

    await page.getByLabel(texts.sr.organizer.form.requiredRole, { exact: true }).fill('women4cyber');
    await overwrite(page, 'sr', texts.sr.organizer.form.save, 'edit-conflict-only-mine-competition-sr-desktop');
    await expect
      .poll(async () => row('SELECT name, required_role FROM competitions WHERE slug = $1', [slug]))
      .toEqual({ name: 'Njihovo ime', required_role: 'women4cyber' });
    await pool.query('DELETE FROM competitions WHERE slug = $1', [slug]);
    await page.context().close();
  });

  it('the category form (organizer area): their name stays, my age limit is saved', async () => {
    const name = uniqueName('S');
    const { id: seasonId } = await row('INSERT INTO seasons (name) VALUES ($1) RETURNING id', [name]);
    const { id } = await row(
      `INSERT INTO season_categories (season_id, code, name, age_max, reference_date)
       VALUES ($1, 'junior', 'Juniors', 20, '2025-12-01') RETURNING id`,
      [seasonId],
    );
    const page = await staleEditor('/organizer/seasons', ['organizer'], 'en');
    const season = page.getByTestId('season').filter({ hasText: name });
    await season.getByRole('button', { name: 'Edit Juniors' }).click();
    const dialog = page.getByTestId('category-dialog');
    await dialog.waitFor();
    await pool.query(`UPDATE season_categories SET name = 'Their juniors', version = version + 1 WHERE id = $1`, [id]);

    await dialog.getByLabel(texts.en.organizer.seasons.categoryForm.ageMax, { exact: true }).fill('19');
    await overwrite(
      page,
      'en',
      texts.en.organizer.seasons.categoryForm.save,
      'edit-conflict-only-mine-category-en-desktop',
    );
    await expect
      .poll(async () => row('SELECT name, age_max FROM season_categories WHERE id = $1', [id]))
      .toEqual({ name: 'Their juniors', age_max: 19 });
    await pool.query('DELETE FROM seasons WHERE id = $1', [seasonId]);
    await page.context().close();
  });

  it('the season form (organizer area): my name is saved over theirs when I keep mine', async () => {
    // Digits: a Serbian page writes Latin letters in Cyrillic.
    const name = String(Date.now() % 1_000_000_000);
    const { id } = await row('INSERT INTO seasons (name) VALUES ($1) RETURNING id', [name]);
    const page = await staleEditor('/organizer/seasons', ['organizer'], 'sr', PHONE);
    const season = page.getByTestId('season').filter({ hasText: name });
    await season.getByRole('button', { name: texts.sr.organizer.seasons.rename, exact: true }).click();
    await pool.query(`UPDATE seasons SET name = $2, version = version + 1 WHERE id = $1`, [id, `${name}-theirs`]);

    await page.getByLabel(texts.sr.organizer.seasons.seasonForm.name, { exact: true }).fill(`${name}-mine`);
    await overwrite(page, 'sr', texts.sr.organizer.seasons.seasonForm.save, 'edit-conflict-only-mine-season-sr-phone');
    await expect
      .poll(async () => row('SELECT name FROM seasons WHERE id = $1', [id]))
      .toEqual({ name: `${name}-mine` });
    await pool.query('DELETE FROM seasons WHERE id = $1', [id]);
    await page.context().close();
  });

  it('the roster rules (admin area): their event name stays, my size is saved, in Serbian on a phone', async () => {
    const { id: seasonId } = await row('INSERT INTO seasons (name) VALUES ($1) RETURNING id', [uniqueName('2026-')]);
    const { id } = await row(
      `INSERT INTO team_rosters (season_id, event_name, reference_date) VALUES ($1, 'ECSC', '2026-10-01') RETURNING id`,
      [seasonId],
    );
    const page = await staleEditor(`/admin/team/${id}`, ['admin'], 'sr', PHONE);
    await page.getByTestId('roster-edit-rules').click();
    const dialog = page.getByTestId('roster-rules-dialog');
    await pool.query(`UPDATE team_rosters SET event_name = 'ECSC Torino', version = version + 1 WHERE id = $1`, [id]);
    await dialog.getByLabel(texts.sr.admin.team.fields.size, { exact: true }).fill('12');
    await overwrite(page, 'sr', texts.sr.admin.common.save, 'edit-conflict-only-mine-roster-sr-phone');
    await expect
      .poll(async () => row('SELECT event_name, size FROM team_rosters WHERE id = $1', [id]))
      .toEqual({ event_name: 'ECSC Torino', size: 12 });
    await pool.query('DELETE FROM team_rosters WHERE id = $1', [id]);
    await pool.query('DELETE FROM seasons WHERE id = $1', [seasonId]);
    await page.context().close();
  });
});
