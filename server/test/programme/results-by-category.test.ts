import { describe, expect, it } from 'vitest';
import { ascending } from '@ctf/shared/sort';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { rpc, signedIn } from '../support/calls';
import { createCompetition } from '../support/competitions';
import { createApplication, createInstitution } from '../support/competitors';

const { app, db } = await createTestApp();
const organizer = await signedIn(db, ['organizer']);

const seasonOf = async (competitionId: number) =>
  (await db.selectFrom('competitions').select('season_id').where('id', '=', competitionId).executeTakeFirstOrThrow())
    .season_id;

/** A category of a season made directly in the database; ages on 1 June 2026. */
async function addCategory(seasonId: number, code: string, window: { age_min?: number; age_max?: number }) {
  await db
    .insertInto('season_categories')
    .values({ season_id: seasonId, code, name: `Kategorija ${code}`, reference_date: '2026-06-01', ...window })
    .execute();
}

/** A person with an application in the given state, born on the given day, at a high school. */
async function person(status: 'accepted' | 'pending', date_of_birth: string) {
  const user = await createUser(db);
  const school = await createInstitution(db);
  await createApplication(db, user.id, { status, date_of_birth, institution_id: school.id, institution_name: null });
  return user.username;
}

type Answer = {
  season: { id: number; name: string };
  categories: { code: string; name: string }[];
  category: string | null;
  rows: { place: number; username: string; score: number; category_place?: number }[];
};
const published = (slug: string, category?: string) =>
  app.inject({
    url: `/trpc/results.published?input=${encodeURIComponent(JSON.stringify({ slug, category }))}`,
    headers: { 'accept-language': 'en' },
  });

describe('results per category', async () => {
  const competition = await createCompetition(db, { name: 'Kvalifikacije po kategorijama' });
  const seasonId = await seasonOf(competition.id);
  await addCategory(seasonId, 'junior', { age_max: 18 });
  await addCategory(seasonId, 'senior', { age_min: 19 });
  const [ana, boris, cveta, dusan, eva] = [
    await person('accepted', '2000-03-01'), // 26: senior
    await person('accepted', '2010-01-15'), // 16: junior
    await person('accepted', '2009-07-01'), // 16: junior
    await person('pending', '2010-02-02'), // junior by age, but not accepted: no category
    await person('accepted', '2008-06-01'), // 18 on 1 June 2026: junior
  ];
  const ghost = `nepostoji_${Date.now().toString(36)}`; // no account at all
  const csv = [
    'place,username,score',
    `1,${ana},500`,
    `2,${boris},400`,
    `2,${cveta},400`,
    `2,${dusan},400`,
    `5,${ghost},300`,
    // Letter case does not matter: the row is the account's.
    `6,${eva.toUpperCase()},200`,
  ].join('\n');
  await rpc(app, organizer.cookie, 'organizer.results.publish', { slug: competition.slug, csv });

  it('keeps everyone with their overall place when no category is asked for', async () => {
    const res = await published(competition.slug);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ result: { data: Answer } }>().result.data;
    expect(data.category).toBeNull();
    expect(data.categories).toEqual([
      { code: 'junior', name: 'Kategorija junior' },
      { code: 'senior', name: 'Kategorija senior' },
    ]);
    expect(data.rows.map((r) => [r.place, r.username, r.category_place])).toEqual([
      [1, ana, undefined],
      [2, boris, undefined],
      [2, cveta, undefined],
      [2, dusan, undefined],
      [5, ghost, undefined],
      [6, eva.toUpperCase(), undefined],
    ]);
  });

  it('shows a category’s people with their place within it beside the overall one, ties equal', async () => {
    const res = await published(competition.slug, 'junior');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ result: { data: Answer } }>().result.data;
    expect(data.category).toBe('junior');
    // Overall 2, 2 and 6 among the juniors: 1, 1 and 3. The pending applicant and the name without
    // an account are in no category.
    expect(data.rows.map((r) => [r.category_place, r.place, r.username, r.score])).toEqual([
      [1, 2, boris, 400],
      [1, 2, cveta, 400],
      [3, 6, eva.toUpperCase(), 200],
    ]);
    const seniors = (await published(competition.slug, 'senior')).json<{ result: { data: Answer } }>().result.data;
    expect(seniors.rows.map((r) => [r.category_place, r.place, r.username])).toEqual([[1, 1, ana]]);
  });

  it('gives the organizer every row with its categories (none without an account or accepted application)', async () => {
    const data = await rpc<{ categories: unknown[]; rows: { username: string; categories: string[] }[] }>(
      app,
      organizer.cookie,
      'organizer.results.get',
      { slug: competition.slug },
      'query',
    );
    expect(data.categories).toHaveLength(2);
    expect(data.rows.map((r) => [r.username, r.categories])).toEqual([
      [ana, ['senior']],
      [boris, ['junior']],
      [cveta, ['junior']],
      [dusan, []],
      [ghost, []],
      [eva.toUpperCase(), ['junior']],
    ]);
  });

  it('refuses a category of another season, and one nobody defined', async () => {
    const other = await db
      .insertInto('seasons')
      .values({ name: `1999-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addCategory(other.id, 'veterani', { age_min: 30 });
    for (const code of ['veterani', 'nema-je']) {
      const res = await published(competition.slug, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { data: { code: 'VALIDATION_ERROR', fieldErrors: { category: ['categoryUnknown'] } } },
      });
      expect(res.body).not.toContain(boris);
    }
  });

  it('lists published public results under their season, newest season first, unlisted ones left out', async () => {
    const older = await db.insertInto('seasons').values({ name: '2001' }).returning('id').executeTakeFirstOrThrow();
    const old = await createCompetition(db, { name: 'Stara finala' });
    const hidden = await createCompetition(db, { name: 'Neizlistano', visibility: 'unlisted' });
    await db.updateTable('competitions').set({ season_id: older.id }).where('id', '=', old.id).execute();
    for (const slug of [old.slug, hidden.slug])
      await rpc(app, organizer.cookie, 'organizer.results.publish', { slug, csv: `place,username,score\n1,${ana},10` });

    const res = await app.inject({ url: '/trpc/results.bySeason' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const seasons = res.json<{
      result: { data: { id: number; name: string; competitions: { slug: string; entries: number }[] }[] };
    }>().result.data;
    const names = seasons.map((s) => s.name);
    expect(names).toEqual([...names].sort(ascending).reverse());
    const current = seasons.find((s) => s.id === seasonId)!;
    expect(current.competitions).toContainEqual(expect.objectContaining({ slug: competition.slug, entries: 6 }));
    expect(seasons.find((s) => s.id === older.id)!.competitions).toEqual([
      expect.objectContaining({ slug: old.slug, name: 'Stara finala', entries: 1 }),
    ]);
    expect(JSON.stringify(seasons)).not.toContain(hidden.slug);
  });
});
