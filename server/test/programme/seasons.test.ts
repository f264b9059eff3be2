import { describe, expect, it } from 'vitest';
import type { Category, Season } from '@ctf/shared/schemas/programme';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition } from '../support/competitions';
import { auditEntries } from '../support/audit';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);
const otherOrganizer = await signedIn(db, ['organizer']);

let made = 0;
/** A season name no other test of this file takes (they run in any order). */
const seasonName = () => `T${Date.now().toString(36)}-${(made += 1)}`;

async function createSeason(name = seasonName()) {
  const res = await rest(app, organizer.cookie, 'POST', '/api/seasons', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Season;
}

const junior = { code: 'junior', name: 'Juniori', age_min: null, age_max: 20, reference_date: '2025-12-01' };

async function addCategory(seasonId: number, category: Record<string, unknown> = junior) {
  const res = await rest(app, organizer.cookie, 'POST', `/api/seasons/${seasonId}/categories`, category);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Category;
}

const auditActions = async (type: string, id: number) =>
  (await auditEntries(db, { type, id }, ['action'])).map((row) => row.action);

const seasons = () => rpc<Season[]>(app, organizer.cookie, 'programme.seasons', undefined, 'query');

describe('seasons', () => {
  it('are created by an organizer, listed with no categories and no competitions, and audited', async () => {
    const name = seasonName();
    const season = await createSeason(`  ${name} `);
    expect(season).toEqual({ id: expect.any(Number), name, version: 1, competitions: 0, categories: [] });
    expect((await seasons()).find((row) => row.id === season.id)).toEqual(season);
    expect(await auditActions('season', season.id)).toEqual(['season.create']);
  });

  it('refuse a name already taken, as a field error on the name', async () => {
    const season = await createSeason();
    const res = await rest(app, organizer.cookie, 'POST', '/api/seasons', { name: season.name });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEASON_EXISTS', fieldErrors: { name: ['seasonExists'] } });
    const other = await createSeason();
    const renamed = await rest(app, organizer.cookie, 'PATCH', `/api/seasons/${other.id}`, { name: season.name });
    expect(renamed.json()).toMatchObject({ code: 'SEASON_EXISTS', fieldErrors: { name: ['seasonExists'] } });
  });

  it('are renamed; a rename over a version someone else saved is refused with their values', async () => {
    const season = await createSeason();
    const first = seasonName();
    const renamed = await rest(app, otherOrganizer.cookie, 'PATCH', `/api/seasons/${season.id}`, {
      name: first,
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ id: season.id, name: first, version: 2 });

    const stale = await rest(app, organizer.cookie, 'PATCH', `/api/seasons/${season.id}`, {
      name: seasonName(),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'EDIT_CONFLICT', current: { id: season.id, name: first, version: 2 } });
    expect((await seasons()).find((row) => row.id === season.id)?.name).toBe(first);
    expect(await auditActions('season', season.id)).toEqual(['season.create', 'season.rename']);
  });

  it('are deleted with their categories only while no competition belongs to them', async () => {
    const season = await createSeason();
    const category = await addCategory(season.id);
    const competition = await createCompetition(db, {});
    await db.updateTable('competitions').set({ season_id: season.id }).where('id', '=', competition.id).execute();
    expect((await seasons()).find((row) => row.id === season.id)?.competitions).toBe(1);

    const refused = await rest(app, organizer.cookie, 'DELETE', `/api/seasons/${season.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SEASON_IN_USE' });

    await db.deleteFrom('competitions').where('id', '=', competition.id).execute();
    expect((await rest(app, organizer.cookie, 'DELETE', `/api/seasons/${season.id}`)).json()).toEqual({ ok: true });
    expect((await seasons()).some((row) => row.id === season.id)).toBe(false);
    expect(await db.selectFrom('season_categories').select('id').where('id', '=', category.id).execute()).toEqual([]);
    const [entry] = await auditEntries(db, { id: season.id, action: 'season.delete' }, ['target_label', 'before']);
    expect(entry).toMatchObject({ target_label: season.name, before: { name: season.name, categories: ['junior'] } });
  });
});

describe('categories', () => {
  it('are added at the end of their season’s order and listed with it', async () => {
    const season = await createSeason();
    const first = await addCategory(season.id);
    const second = await addCategory(season.id, {
      code: 'srednjoskolci',
      name: 'Srednjoškolci',
      age_min: 14,
      age_max: null,
      reference_date: '2026-09-01',
      school_levels: ['high_school'],
      required_role: null,
    });
    expect(first).toMatchObject({
      ...junior,
      season_id: season.id,
      position: 0,
      school_levels: [],
      required_role: null,
    });
    expect(second).toMatchObject({ position: 1, school_levels: ['high_school'] });
    const listed = (await seasons()).find((row) => row.id === season.id)!;
    expect(listed.categories.map((category) => category.code)).toEqual(['junior', 'srednjoskolci']);
    expect(await auditActions('season_category', first.id)).toEqual(['category.create']);
  });

  it('refuse an age minimum over the maximum, as a field error on the maximum', async () => {
    const season = await createSeason();
    const res = await rest(app, organizer.cookie, 'POST', `/api/seasons/${season.id}/categories`, {
      ...junior,
      age_min: 21,
      age_max: 20,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { age_max: ['ageMaxBelowMin'] } });

    // An edit that sends only the minimum is checked against the maximum it keeps.
    const category = await addCategory(season.id);
    const edit = await rest(app, organizer.cookie, 'PATCH', `/api/categories/${category.id}`, { age_min: 21 });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { age_max: ['ageMaxBelowMin'] } });
  });

  it('refuse a code the season already has, a code that is not lowercase letters, digits and hyphens, and an unknown season', async () => {
    const season = await createSeason();
    await addCategory(season.id);
    const taken = await rest(app, organizer.cookie, 'POST', `/api/seasons/${season.id}/categories`, junior);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CATEGORY_EXISTS', fieldErrors: { code: ['categoryExists'] } });
    const badCode = await rest(app, organizer.cookie, 'POST', `/api/seasons/${season.id}/categories`, {
      ...junior,
      code: 'Junior U20',
    });
    expect(badCode.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { code: ['slugInvalid'] } });
    const unknown = await rest(app, organizer.cookie, 'POST', '/api/seasons/2147483647/categories', junior);
    expect(unknown.statusCode).toBe(404);
  });

  it('change only the fields sent; a save over a newer version is refused with the current values', async () => {
    const season = await createSeason();
    const category = await addCategory(season.id);
    const saved = await rest(app, otherOrganizer.cookie, 'PATCH', `/api/categories/${category.id}`, {
      name: 'Mlađi juniori',
      version: 1,
    });
    expect(saved.json()).toEqual({ ...category, name: 'Mlađi juniori', version: 2 });

    const stale = await rest(app, organizer.cookie, 'PATCH', `/api/categories/${category.id}`, {
      age_max: 19,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'EDIT_CONFLICT',
      current: { id: category.id, name: 'Mlađi juniori', age_max: 20, version: 2 },
    });
    // The code is for good: an edit may not send it.
    const recode = await rest(app, organizer.cookie, 'PATCH', `/api/categories/${category.id}`, { code: 'stariji' });
    expect(recode.statusCode).toBe(400);
    expect(await auditActions('season_category', category.id)).toEqual(['category.create', 'category.update']);
  });

  it('move up and down in their season’s order, and nowhere past either end', async () => {
    const season = await createSeason();
    const a = await addCategory(season.id, { ...junior, code: 'a' });
    const b = await addCategory(season.id, { ...junior, code: 'b' });
    const c = await addCategory(season.id, { ...junior, code: 'c' });
    const codes = (list: Category[]) => list.map((category) => category.code);
    expect(codes(await rpc(app, organizer.cookie, 'programme.moveCategory', { id: c.id, direction: 'up' }))).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(codes(await rpc(app, organizer.cookie, 'programme.moveCategory', { id: a.id, direction: 'down' }))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(codes(await rpc(app, organizer.cookie, 'programme.moveCategory', { id: b.id, direction: 'down' }))).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(codes((await seasons()).find((row) => row.id === season.id)!.categories)).toEqual(['c', 'a', 'b']);
    expect(await auditActions('season_category', c.id)).toEqual(['category.create', 'category.move']);
  });

  it('are deleted unless a competition of the season admits them by code', async () => {
    const season = await createSeason();
    const category = await addCategory(season.id);
    const competition = await createCompetition(db, {});
    await db
      .updateTable('competitions')
      .set({ season_id: season.id, allowed_categories: ['junior'] })
      .where('id', '=', competition.id)
      .execute();
    const refused = await rest(app, organizer.cookie, 'DELETE', `/api/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CATEGORY_IN_USE' });

    await db.updateTable('competitions').set({ allowed_categories: [] }).where('id', '=', competition.id).execute();
    expect((await rest(app, organizer.cookie, 'DELETE', `/api/categories/${category.id}`)).json()).toEqual({
      ok: true,
    });
    expect((await seasons()).find((row) => row.id === season.id)!.categories).toEqual([]);
    expect(await auditActions('season_category', category.id)).toEqual(['category.create', 'category.delete']);
  });
});

describe('who may change seasons and categories', () => {
  it('refuses anyone but an organizer (an admin without the organizer role too), and changes nothing', async () => {
    const season = await createSeason();
    const category = await addCategory(season.id);
    for (const roles of [[], ['admin'], ['women4cyber']]) {
      const caller = await signedIn(db, roles);
      const calls = [
        await rest(app, caller.cookie, 'POST', '/api/seasons', { name: seasonName() }),
        await rest(app, caller.cookie, 'PATCH', `/api/seasons/${season.id}`, { name: seasonName() }),
        await rest(app, caller.cookie, 'DELETE', `/api/seasons/${season.id}`),
        await rest(app, caller.cookie, 'POST', `/api/seasons/${season.id}/categories`, { ...junior, code: 'novi' }),
        await rest(app, caller.cookie, 'PATCH', `/api/categories/${category.id}`, { name: 'Tuđe' }),
        await rest(app, caller.cookie, 'DELETE', `/api/categories/${category.id}`),
      ];
      expect(
        calls.map((res) => res.statusCode),
        JSON.stringify(roles),
      ).toEqual([403, 403, 403, 403, 403, 403]);
    }
    expect((await seasons()).find((row) => row.id === season.id)).toEqual({
      ...season,
      categories: [category],
    });
  });
});
