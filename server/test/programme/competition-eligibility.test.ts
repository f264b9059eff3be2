import { describe, expect, it } from 'vitest';
import { belgradeDate } from '@ctf/shared/programme/age';
import { createTestApp } from '../support/app';
import { rest, signedIn } from '../support/calls';
import { createCompetition } from '../support/competitions';
import { createSeason } from '../support/programme';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

/** A season of its own with these category codes; its id. */
async function seasonWith(...codes: string[]) {
  const categories = codes.map((code) => ({ code, name: `Kategorija ${code}`, reference_date: '2025-12-01' }));
  return (await createSeason(db, categories)).id;
}

const uniqueSlug = () => `sezona-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const create = (body: Record<string, unknown>) =>
  rest(app, organizer.cookie, 'POST', '/api/competitions', { name: 'Kvalifikacije', slug: uniqueSlug(), ...body });
const stored = (slug: string) =>
  db.selectFrom('competitions').select(['season_id', 'allowed_categories']).where('slug', '=', slug).executeTakeFirst();

describe('a competition allows only categories its season defines', () => {
  it('creates one with its season and allowed categories, each code once', async () => {
    const seasonId = await seasonWith('juniori', 'seniori');
    const res = await create({ season_id: seasonId, allowed_categories: ['juniori', 'juniori'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ season_id: seasonId, allowed_categories: ['juniori'] });
  });

  it('refuses to create one with a code its season does not define, and makes nothing', async () => {
    const seasonId = await seasonWith('juniori');
    const slug = uniqueSlug();
    const res = await create({ slug, season_id: seasonId, allowed_categories: ['juniori', 'studenti'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { allowed_categories: ['categoryUnknown'] },
    });
    expect(await stored(slug)).toBeUndefined();
  });

  it('refuses a code of another season on an edit, and keeps the stored categories', async () => {
    const seasonId = await seasonWith('juniori');
    await seasonWith('studenti');
    const { slug } = await createCompetition(db);
    await db.updateTable('competitions').set({ season_id: seasonId }).where('slug', '=', slug).execute();
    const ok = await rest(app, organizer.cookie, 'PATCH', `/api/competitions/${slug}`, {
      allowed_categories: ['juniori'],
    });
    expect(ok.statusCode).toBe(200);

    const res = await rest(app, organizer.cookie, 'PATCH', `/api/competitions/${slug}`, {
      allowed_categories: ['studenti'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { allowed_categories: ['categoryUnknown'] } });
    expect(await stored(slug)).toEqual({ season_id: seasonId, allowed_categories: ['juniori'] });
  });

  it('refuses a move to a season without the allowed categories, unless the edit drops them', async () => {
    const from = await seasonWith('juniori');
    const to = await seasonWith('seniori');
    const { slug } = await createCompetition(db);
    await db
      .updateTable('competitions')
      .set({ season_id: from, allowed_categories: ['juniori'] })
      .where('slug', '=', slug)
      .execute();

    const moved = await rest(app, organizer.cookie, 'PATCH', `/api/competitions/${slug}`, { season_id: to });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ fieldErrors: { allowed_categories: ['categoryUnknown'] } });

    const dropped = await rest(app, organizer.cookie, 'PATCH', `/api/competitions/${slug}`, {
      season_id: to,
      allowed_categories: [],
    });
    expect(dropped.statusCode).toBe(200);
    expect(await stored(slug)).toEqual({ season_id: to, allowed_categories: [] });
  });

  it('refuses a season id no season has, under the season field', async () => {
    const res = await create({ season_id: 2_000_000_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { season_id: ['seasonUnknown'] } });
  });
});

describe('a competition made without a season', () => {
  it('goes to the season named after the Belgrade year of its start', async () => {
    const res = await create({ starts_at: '2039-12-31T23:30:00.000Z' });
    expect(res.statusCode).toBe(201);
    // 00:30 on 1 January 2040 in Belgrade.
    expect(res.json()).toMatchObject({ season: '2040', allowed_categories: [], requires_accepted_competitor: false });
  });

  it('without a start, goes to the season of today in Belgrade', async () => {
    const res = await create({ stage: 'quals' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ season: belgradeDate().slice(0, 4), requires_accepted_competitor: true });
  });

  it('with allowed categories the new season does not define, is refused and makes no season', async () => {
    const res = await create({ starts_at: '2041-06-01T10:00:00.000Z', allowed_categories: ['juniori'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { allowed_categories: ['categoryUnknown'] } });
    expect(await db.selectFrom('seasons').select('id').where('name', '=', '2041').executeTakeFirst()).toBeUndefined();
  });
});
