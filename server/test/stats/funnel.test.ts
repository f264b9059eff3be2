import { describe, expect, it } from 'vitest';
import { REGIONS } from '@ctf/shared/schemas/competitor';
import { ascending } from '@ctf/shared/sort';
import { FUNNEL_STAGES, type FunnelView } from '@ctf/shared/schemas/statistics';
import { insertMissingInstitutions } from '../../src/services/institutions/institutions';
import { refreshFunnelIfDue, scheduleFunnelRefresh } from '../../src/services/stats/funnel-refresh';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, makeCompetitor } from '../support/competitions';
import { createSeason } from '../support/programme';
import { uniqueName } from '../support/ctfd';
import { answerValidator, type OpenApiDocument } from '../rest/http-client';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const reporter = await signedIn(db, ['reporter'], {}, { secondFactor: 'verified' });
const organizer = await signedIn(db, ['organizer']);
const validateAnswer = answerValidator((await app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument);

const city = `Grad ${uniqueName()}`;
await insertMissingInstitutions(db, [
  { name: 'Gimnazija Funnel', city, region: 'vojvodina', type: 'high_school' },
  { name: 'Fakultet Funnel', city, region: 'beograd', type: 'university' },
]);
const [vojvodina, beograd] = (
  await db.selectFrom('institutions').select('id').where('city', '=', city).orderBy('name', 'desc').execute()
).map((row) => row.id);

interface Person {
  /** With an accepted application of this gender; without: no application at all. */
  gender?: 'female' | 'male';
  institutionId?: number;
  birthDate?: string;
}
const times = (n: number, person: Person): Person[] => Array.from({ length: n }, () => person);

/**
 * A season whose qualification ended ten days ago (so nobody registering now falls in its window),
 * played by these people: its results published by the organizer through the app.
 */
async function playedSeason(people: Person[], categories: Parameters<typeof createSeason>[1] = []) {
  const season = await createSeason(db, categories);
  const quals = await createCompetition(db, { stage: 'quals', season_id: season.id, starts_at: hoursFromNow(-264) });
  await db
    .updateTable('competitions')
    .set({ ends_at: hoursFromNow(-240) })
    .where('id', '=', quals.id)
    .execute();
  const usernames: string[] = [];
  for (const person of people) {
    const user = await createUser(db);
    if (person.gender)
      await makeCompetitor(db, user.id, {
        discord: false,
        gender: person.gender,
        date_of_birth: person.birthDate ?? '2007-09-01',
        institution_id: person.institutionId ?? null,
        institution_name: person.institutionId ? null : 'Ručno upisana škola',
      });
    usernames.push(user.username);
  }
  const csv = ['place,username,score', ...usernames.map((name, i) => `${i + 1},${name},${1000 - i}`)].join('\n');
  await rpc(app, organizer.cookie, 'organizer.results.publish', { slug: quals.slug, csv });
  await refreshFunnelIfDue(db, { force: true });
  return season;
}

const funnel = (cookie: string, input: object) => rpc<FunnelView>(app, cookie, 'stats.funnel', input, 'query');
/** A row's counts in the stages' order. */
const line = (view: FunnelView, group: string) =>
  FUNNEL_STAGES.map((stage) => view.rows.find((row) => row.group === group)!.counts[stage]);
const totalLine = (view: FunnelView) => FUNNEL_STAGES.map((stage) => view.total[stage]);

describe('the funnel counts each person at every stage up to the highest they reached', () => {
  it('shows 5 men and hides 4 women ("< 5"); a stage nobody reached is hidden whole', async () => {
    const season = await playedSeason([...times(4, { gender: 'female' }), ...times(5, { gender: 'male' })]);
    const view = await funnel(admin.cookie, { season: season.name, by: 'gender' });
    expect(view.stages).toEqual([...FUNNEL_STAGES]);
    expect(view.rows.map((row) => row.group)).toEqual(['male', 'female', 'unknown']);
    expect(line(view, 'female')).toEqual([null, null, null, null, null, null, null]);
    // Registered, verified, applied, accepted and competed: the women's 4 and the unknown group's 0 are
    // both hidden, so the 5 may stand. Nobody reached the finals: those stages say nothing.
    expect(line(view, 'male')).toEqual([5, 5, 5, 5, 5, null, null]);
    expect(totalLine(view)).toEqual([9, 9, 9, 9, 9, null, null]);
    expect(view.as_of).not.toBeNull();
  });

  it('hides the smallest other cell beside a hidden one, so the total does not reveal it', async () => {
    const season = await playedSeason([
      ...times(3, { gender: 'female' }),
      ...times(12, { gender: 'male' }),
      // Played without an application: their gender is not known.
      ...times(6, {}),
    ]);
    const view = await funnel(admin.cookie, { season: season.name, by: 'gender' });
    expect(line(view, 'female').slice(0, 5)).toEqual([null, null, null, null, null]);
    // 21 - 12 would say the women's 3 if the 6 were shown.
    expect(line(view, 'unknown').slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(line(view, 'male').slice(0, 5)).toEqual([12, 12, 12, 12, 12]);
    expect(totalLine(view).slice(0, 5)).toEqual([21, 21, 21, 21, 21]);
  });

  it('names regions and institution types by their codes, from the application’s institution', async () => {
    const season = await playedSeason([
      ...times(6, { gender: 'female', institutionId: vojvodina }),
      ...times(7, { gender: 'male', institutionId: beograd }),
    ]);
    const byRegion = await funnel(reporter.cookie, { season: season.name, by: 'region' });
    expect(byRegion.rows.map((row) => row.group)).toEqual([...REGIONS, 'unknown']);
    expect(line(byRegion, 'vojvodina').slice(0, 5)).toEqual([6, 6, 6, 6, 6]);
    expect(line(byRegion, 'beograd').slice(0, 5)).toEqual([7, 7, 7, 7, 7]);
    const byType = await funnel(reporter.cookie, { season: season.name, by: 'institution_type' });
    expect(line(byType, 'high_school')[4]).toBe(6);
    expect(line(byType, 'university')[4]).toBe(7);
    const byYear = await funnel(reporter.cookie, { season: season.name, by: 'birth_year' });
    expect(byYear.rows.map((row) => row.group)).toEqual(['2007', 'unknown']);
    // Everyone was born in 2007: beside the hidden 0 of `unknown`, the 13 would say it (the total is 13).
    expect(line(byYear, '2007')[4]).toBeNull();
    expect(byYear.total.competed).toBe(13);
  });

  it('counts a person in every category of the season they are in', async () => {
    const referenceDate = `${new Date().getFullYear() - 1}-12-01`;
    const season = await playedSeason(times(5, { gender: 'female', birthDate: '2007-01-01' }), [
      { code: 'junior', name: 'Juniori', age_max: 20, reference_date: referenceDate },
      { code: 'mladi', name: 'Mladi', age_max: 25, reference_date: referenceDate },
      { code: 'seniori', name: 'Seniori', age_min: 26, reference_date: referenceDate },
    ]);
    const view = await funnel(admin.cookie, { season: season.name, by: 'category' });
    expect(view.rows.map((row) => row.group)).toEqual(['junior', 'mladi', 'seniori', 'unknown']);
    expect(line(view, 'junior').slice(0, 5)).toEqual([5, 5, 5, 5, 5]);
    expect(line(view, 'mladi').slice(0, 5)).toEqual([5, 5, 5, 5, 5]);
    expect(line(view, 'seniori').slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(totalLine(view).slice(0, 5)).toEqual([5, 5, 5, 5, 5]);
  });

  it('counts every account over all time, and never more at a later stage than an earlier one', async () => {
    await refreshFunnelIfDue(db, { force: true });
    const { n } = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const view = await funnel(admin.cookie, {});
    expect(view.total.registered).toBe(Number(n));
    expect(view.rows).toEqual([]);
    const counts = totalLine(view).filter((count): count is number => count !== null);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('is asked for again by a published result, and counted by the next run', async () => {
    const season = await playedSeason(times(5, { gender: 'male' }));
    const before = await funnel(admin.cookie, { season: season.name });
    const quals = await createCompetition(db, { stage: 'quals', season_id: season.id });
    const late = await createUser(db);
    const started = new Date();
    await rpc(app, organizer.cookie, 'organizer.results.publish', {
      slug: quals.slug,
      csv: `place,username,score\n1,${late.username},10`,
    });
    const state = await db.selectFrom('funnel_refresh').selectAll().executeTakeFirstOrThrow();
    // Asked, unless the job's minute came first and counted it already.
    expect(state.requested_at !== null || state.counted_at! >= started).toBe(true);
    await refreshFunnelIfDue(db);
    const after = await funnel(admin.cookie, { season: season.name });
    expect(before.total.competed).toBe(5);
    expect(after.total.competed).toBe(6);
  });

  it('keeps a request waiting while the gap after the last count has not passed, and counts it after', async () => {
    const before = (await refreshFunnelIfDue(db, { force: true }))!;
    await scheduleFunnelRefresh(db);
    // The last count is seconds old: a gap of an hour keeps the request, a gap already passed takes it.
    expect(await refreshFunnelIfDue(db, { minGapMs: 60 * 60 * 1000 })).toBeNull();
    const waiting = await db.selectFrom('funnel_refresh').selectAll().executeTakeFirstOrThrow();
    // Kept, unless the job's own minute came between and counted it.
    expect(waiting.requested_at !== null || waiting.counted_at! > before).toBe(true);
    await scheduleFunnelRefresh(db);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await refreshFunnelIfDue(db, { minGapMs: 10 })).toBeInstanceOf(Date);
    const taken = await db.selectFrom('funnel_refresh').select('requested_at').executeTakeFirstOrThrow();
    expect(taken.requested_at).toBeNull();
  });

  it('refuses a season that does not exist, in the caller’s language', async () => {
    const answer = await app.inject({
      url: `/trpc/stats.funnel?input=${encodeURIComponent(JSON.stringify({ season: 'nema-je' }))}`,
      cookies: { session: admin.cookie },
      headers: { 'accept-language': 'sr' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: { data: { code: 'VALIDATION_ERROR', fieldErrors: { season: ['seasonUnknown'] } } },
    });
    expect((answer.json() as { error: { message: string } }).error.message).toMatch(/[\u0400-\u04FF]/);
  });
});

describe('GET /api/stats/funnel', () => {
  it('answers exactly the issue’s shape, as the OpenAPI document describes it', async () => {
    const season = await playedSeason(times(5, { gender: 'female', institutionId: vojvodina }));
    const answer = await rest(
      app,
      reporter.cookie,
      'GET',
      `/api/stats/funnel?season=${encodeURIComponent(season.name)}&by=region`,
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as Record<string, unknown>;
    expect(Object.keys(body).sort(ascending)).toEqual(['rows', 'stages', 'total']);
    expect(body.rows).toContainEqual({
      group: 'vojvodina',
      counts: { registered: 5, verified: 5, applied: 5, accepted: 5, competed: 5, finalist: null, team: null },
    });
    const asAnswer = { status: answer.statusCode, headers: new Headers(), body };
    expect(validateAnswer('GET', '/api/stats/funnel', asAnswer)).toEqual([]);
  });

  it('refuses an unknown breakdown and an unknown field', async () => {
    for (const query of ['by=school', 'season=2026&role=admin']) {
      const answer = await rest(app, admin.cookie, 'GET', `/api/stats/funnel?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('who may read the funnel', () => {
  const trpcCall = (cookie?: string) =>
    app.inject({ url: '/trpc/stats.funnel?input=%7B%7D', cookies: cookie ? { session: cookie } : {} });
  const restCall = (cookie?: string) =>
    app.inject({ url: '/api/stats/funnel', cookies: cookie ? { session: cookie } : {} });

  it.each([
    ['an admin', () => admin.cookie],
    ['a reporter', () => reporter.cookie],
  ])('lets %s in, over tRPC and REST', async (_who, cookie) => {
    expect((await trpcCall(cookie())).statusCode).toBe(200);
    expect((await restCall(cookie())).statusCode).toBe(200);
  });

  it('refuses an organizer and a plain user with 403, and an anonymous caller with 401', async () => {
    const member = await signedIn(db);
    for (const call of [trpcCall, restCall]) {
      expect((await call(organizer.cookie)).statusCode).toBe(403);
      expect((await call(member.cookie)).statusCode).toBe(403);
      expect((await call()).statusCode).toBe(401);
    }
  });

  it('refuses a reporter whose session has not proved the second factor', async () => {
    const unproved = await signedIn(db, ['reporter'], {}, { secondFactor: 'none' });
    const answer = await trpcCall(unproved.cookie);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: { data: { code: 'SECOND_FACTOR_REQUIRED' } } });
    expect((await restCall(unproved.cookie)).json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
  });

  it('gives a reporter nothing of the admin area', async () => {
    for (const path of ['admin.users.list', 'admin.competitors.list', 'admin.stats']) {
      const answer = await app.inject({ url: `/trpc/${path}`, cookies: { session: reporter.cookie } });
      expect(answer.statusCode).toBe(403);
    }
    expect((await rest(app, reporter.cookie, 'GET', '/api/users')).statusCode).toBe(403);
  });
});
