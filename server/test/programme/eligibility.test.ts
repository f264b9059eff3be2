// Who may register for a competition, asked before trying (GET /competitions/{slug}/eligibility/@me,
// competitions.eligibility, the list's eligibility_reasons), and the one Access rule the Access
// button and the CTFd sign-in both follow.
import { describe, expect, it } from 'vitest';
import type { Eligibility } from '@ctf/shared/schemas/programme';
import { viewerOf } from '../../src/services/auth/viewer';
import { createCtfdClient } from '../../src/services/ctfd/clients';
import { REFUSAL_TEXT, ctfdRefusal } from '../../src/services/ctfd/refusal';
import { createTestApp } from '../support/app';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, inviteToFinals, linkDiscord, makeCompetitor } from '../support/competitions';
import { uniqueName } from '../support/ctfd';
import { createSeason } from '../support/programme';

const { app, db } = await createTestApp();

const OPEN = { registration_starts_at: hoursFromNow(-1), registration_ends_at: hoursFromNow(24) };

/** A signed-in user; with `born`, an accepted competitor (Discord linked) born on that day. */
async function person(options: { born?: string; status?: 'accepted' | 'pending'; discord?: boolean } = {}) {
  const caller = await signedIn(db);
  if (options.born !== undefined || options.status !== undefined || options.discord !== undefined)
    await makeCompetitor(db, caller.user.id, {
      discord: options.discord ?? true,
      status: options.status ?? 'accepted',
      date_of_birth: options.born ?? '2008-05-01',
    });
  return caller;
}

async function eligibilityOf(cookie: string, slug: string) {
  const res = await rest(app, cookie, 'GET', `/api/competitions/${slug}/eligibility/@me`);
  expect(res.statusCode).toBe(200);
  return res.json() as Eligibility;
}

/** A season of its own whose categories are these age windows on 1 December 2025; its id. */
async function seasonWith(categories: Record<string, { age_min?: number; age_max?: number }>) {
  const windows = Object.entries(categories).map(([code, window]) => ({
    code,
    name: code,
    reference_date: '2025-12-01',
    ...window,
  }));
  return (await createSeason(db, windows, `Prihvatljivost ${uniqueName()}`)).id;
}

describe('GET /competitions/{slug}/eligibility/@me', () => {
  it('lets an accepted competitor register, with exactly the answer the spec names', async () => {
    const { cookie } = await person({ born: '2008-05-01' });
    const { slug } = await createCompetition(db, { stage: 'quals', ...OPEN });
    const res = await rest(app, cookie, 'GET', `/api/competitions/${slug}/eligibility/@me`);
    expect(res.json()).toEqual({ eligible: true, categories: [], reasons: [] });
  });

  it('refuses a pending competitor where an accepted one is needed, and lets them in where it is not', async () => {
    const { cookie } = await person({ status: 'pending' });
    const quals = await createCompetition(db, { stage: 'quals', ...OPEN });
    expect(await eligibilityOf(cookie, quals.slug)).toEqual({
      eligible: false,
      categories: [],
      reasons: ['NOT_A_COMPETITOR'],
    });
    const warmup = await createCompetition(db, { stage: 'warmup', ...OPEN });
    expect(await eligibilityOf(cookie, warmup.slug)).toEqual({ eligible: true, categories: [], reasons: [] });
  });

  it('names every reason of someone with no application and no Discord, in order', async () => {
    const { cookie } = await person();
    const { slug } = await createCompetition(db, { stage: 'quals', age_max: 20 });
    expect((await eligibilityOf(cookie, slug)).reasons).toEqual([
      'NOT_A_COMPETITOR',
      'DISCORD_REQUIRED',
      'REGISTRATION_CLOSED',
    ]);
  });

  it('refuses a competitor without Discord', async () => {
    const { cookie } = await person({ born: '2008-05-01', discord: false });
    const { slug } = await createCompetition(db, { stage: 'quals', ...OPEN });
    expect((await eligibilityOf(cookie, slug)).reasons).toEqual(['DISCORD_REQUIRED']);
  });

  it('counts ages in whole years on the reference date: 20 on the day, 19 a day later', async () => {
    const { slug } = await createCompetition(db, {
      stage: 'quals',
      ...OPEN,
      age_max: 19,
      age_reference_date: '2025-12-01',
    });
    const twenty = await person({ born: '2005-12-01' });
    expect((await eligibilityOf(twenty.cookie, slug)).reasons).toEqual(['AGE_ABOVE_MAX']);
    const nineteen = await person({ born: '2005-12-02' });
    expect(await eligibilityOf(nineteen.cookie, slug)).toMatchObject({ eligible: true, reasons: [] });
  });

  it('takes someone born on 29 February to reach an age on 1 March', async () => {
    const leapling = await person({ born: '2008-02-29' });
    const onTheLastDayOfFebruary = await createCompetition(db, {
      stage: 'quals',
      ...OPEN,
      age_min: 18,
      age_reference_date: '2026-02-28',
    });
    expect((await eligibilityOf(leapling.cookie, onTheLastDayOfFebruary.slug)).reasons).toEqual(['AGE_BELOW_MIN']);
    const onTheFirstOfMarch = await createCompetition(db, {
      stage: 'quals',
      ...OPEN,
      age_min: 18,
      age_reference_date: '2026-03-01',
    });
    expect((await eligibilityOf(leapling.cookie, onTheFirstOfMarch.slug)).reasons).toEqual([]);
  });

  it('lets in only the allowed categories, and answers the person’s categories of the season', async () => {
    const seasonId = await seasonWith({ juniori: { age_max: 19 }, seniori: { age_min: 20 } });
    const { slug } = await createCompetition(db, {
      stage: 'quals',
      ...OPEN,
      season_id: seasonId,
      allowed_categories: ['juniori'],
    });
    const junior = await person({ born: '2008-05-01' });
    expect(await eligibilityOf(junior.cookie, slug)).toEqual({ eligible: true, categories: ['juniori'], reasons: [] });
    const senior = await person({ born: '2000-05-01' });
    expect(await eligibilityOf(senior.cookie, slug)).toEqual({
      eligible: false,
      categories: ['seniori'],
      reasons: ['CATEGORY_NOT_ALLOWED'],
    });
    // A pending application puts nobody in a category.
    const pending = await person({ born: '2008-05-01', status: 'pending' });
    expect((await eligibilityOf(pending.cookie, slug)).categories).toEqual([]);
  });

  it('says a closed registration', async () => {
    const { cookie } = await person({ born: '2008-05-01' });
    const closed = await createCompetition(db, {
      stage: 'quals',
      registration_starts_at: hoursFromNow(-48),
      registration_ends_at: hoursFromNow(-24),
    });
    expect(await eligibilityOf(cookie, closed.slug)).toEqual({
      eligible: false,
      categories: [],
      reasons: ['REGISTRATION_CLOSED'],
    });
  });

  it('is the same over tRPC, and not found for a competition the caller cannot see', async () => {
    const { cookie } = await person({ born: '2008-05-01' });
    const { slug } = await createCompetition(db, { stage: 'quals', ...OPEN, age_min: 30 });
    expect(await rpc(app, cookie, 'competitions.eligibility', { slug }, 'query')).toEqual(
      await eligibilityOf(cookie, slug),
    );
    const hidden = await createCompetition(db, { visibility: 'private' });
    const res = await rest(app, cookie, 'GET', `/api/competitions/${hidden.slug}/eligibility/@me`);
    expect(res.statusCode).toBe(404);
  });
});

describe('registering is refused with the first reason', () => {
  it('answers the same first code over REST and tRPC, and registers nobody', async () => {
    const { user, cookie } = await person({ born: '2000-01-15' });
    const { id, slug } = await createCompetition(db, { stage: 'quals', ...OPEN, age_max: 20, allowed_categories: [] });
    const [first] = (await eligibilityOf(cookie, slug)).reasons;
    expect(first).toBe('AGE_ABOVE_MAX');
    const overRest = await rest(app, cookie, 'POST', `/api/competitions/${slug}/registration`);
    expect(overRest.json()).toMatchObject({ code: first });
    await expect(rpc(app, cookie, 'competitions.register', { slug })).rejects.toMatchObject({ code: first });
    const registrations = await db
      .selectFrom('competition_registrations')
      .select('id')
      .where('competition_id', '=', id)
      .where('user_id', '=', user.id)
      .execute();
    expect(registrations).toEqual([]);
  });
});

describe('the competition list', () => {
  it('gives each competition the caller’s reasons, with a constant number of queries', async () => {
    const { user, cookie } = await person({ born: '2000-01-15' });
    const seasonId = await seasonWith({ juniori: { age_max: 19 } });
    const young = await createCompetition(db, { stage: 'quals', ...OPEN, age_max: 20 });
    const juniors = await createCompetition(db, {
      stage: 'quals',
      ...OPEN,
      season_id: seasonId,
      allowed_categories: ['juniori'],
    });
    const open = await createCompetition(db, { stage: 'quals', ...OPEN });
    type Listed = { slug: string; eligibility_reasons: string[] };
    const listed = await rpc<Listed[]>(app, cookie, 'competitions.list', undefined, 'query');
    const reasonsOf = (slug: string) => listed.find((c) => c.slug === slug)?.eligibility_reasons;
    expect(reasonsOf(young.slug)).toEqual(['AGE_ABOVE_MAX']);
    expect(reasonsOf(juniors.slug)).toEqual(['CATEGORY_NOT_ALLOWED']);
    expect(reasonsOf(open.slug)).toEqual([]);

    // The list's queries do not grow with the number of competitions (nor of seasons).
    const { listVisibleCompetitions } = await import('../../src/services/competitions/competitions');
    const viewer = viewerOf({
      user: await db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'email_verified_at', 'roles', 'language', 'created_at', 'totp_enabled_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow(),
      session: { secondFactorVerified: false },
    });
    const queriesOf = async () => {
      let queries = 0;
      const counted = db.withPlugin({
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      await listVisibleCompetitions(counted, viewer);
      return queries;
    };
    const before = await queriesOf();
    for (let i = 0; i < 3; i += 1)
      await createCompetition(db, { stage: 'quals', season_id: await seasonWith({ [`k${i}`]: {} }) });
    expect(await queriesOf()).toBe(before);
  });
});

describe('the Access button and the CTFd sign-in follow one rule', () => {
  const REDIRECT_URI = 'https://ctfd.example.rs/redirect';

  /** The reason line of the CTFd sign-in's refusal page, or 'code' when the player is let through. */
  async function ctfdSignIn(slug: string, cookie: string) {
    const client = await createCtfdClient(db, { name: 'CTFd', redirectUri: REDIRECT_URI, competitionSlug: slug });
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      scope: 'profile',
      state: 's',
    });
    const get = (url: string) =>
      app.inject({ url, cookies: { session: cookie }, headers: { 'accept-language': 'sr' } });
    let res = await get(`/api/auth/external/ctfd?${query.toString()}`);
    const next = /<a class="button primary" id="continue" href="([^"]+)">/.exec(res.body)?.[1];
    if (res.statusCode === 200 && next) res = await get(next.replace(/&#38;/g, '&'));
    if (res.statusCode === 302) return 'code';
    expect(res.statusCode).toBe(403);
    return /<p id="reason" class="reason">([^<]*)<\/p>/.exec(res.body)?.[1];
  }

  it('refuses a warm-up’s CTFd sign-in to a competitor over its age limit, as the Access button does', async () => {
    const { cookie } = await person({ born: '2000-01-15' });
    const { slug } = await createCompetition(db, {
      stage: 'warmup',
      age_max: 20,
      ctfd_url: 'https://ctfd.example.rs/login',
    });
    expect(await ctfdSignIn(slug, cookie)).toBe(REFUSAL_TEXT.sr.ageAboveMax.reason);
    const access = await rest(app, cookie, 'POST', `/api/competitions/${slug}/ctfd`);
    expect(access.json()).toMatchObject({ code: 'AGE_ABOVE_MAX' });
    // Young enough (and the warm-up's registration closed all along): both let them in.
    const young = await person({ born: '2008-05-01' });
    expect(await ctfdSignIn(slug, young.cookie)).toBe('code');
    expect((await rest(app, young.cookie, 'POST', `/api/competitions/${slug}/ctfd`)).statusCode).toBe(200);
  });

  /** The Access button's refusal (its code, or null) and the CTFd sign-in's (its page reason), side by side. */
  async function bothPaths(slug: string, userId: number, cookie: string) {
    const access = await rest(app, cookie, 'POST', `/api/competitions/${slug}/ctfd`);
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'email_verified_at', 'roles', 'language', 'created_at', 'totp_enabled_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const viewer = viewerOf({ user, session: { secondFactorVerified: false } });
    const client = { client_id: 'c', name: 'CTFd', redirect_uri: REDIRECT_URI, competition_slug: slug };
    return [
      access.statusCode === 200 ? null : (access.json() as { code: string }).code,
      await ctfdRefusal(db, viewer, client, false),
    ];
  }

  it('answers the same refusal on both paths, case by case', async () => {
    const ctfd_url = 'https://ctfd.example.rs/login';
    const warmup = await createCompetition(db, { stage: 'warmup', ctfd_url });
    const youngOnly = await createCompetition(db, { stage: 'warmup', ctfd_url, age_max: 20 });
    const adultsOnly = await createCompetition(db, { stage: 'warmup', ctfd_url, age_min: 30 });
    const quals = await createCompetition(db, { stage: 'quals', ctfd_url });
    const finals = await createCompetition(db, { stage: 'finals', ctfd_url });

    const noDiscord = await person({ born: '2008-05-01', discord: false });
    const noApplication = await signedIn(db);
    await linkDiscord(db, noApplication.user.id, { provider_user_id: `e-${noApplication.user.id}`, username: 'e' });
    const old = await person({ born: '2000-01-15' });
    const invited = await person({ born: '2008-05-01' });
    await inviteToFinals(db, finals.id, [{ user_id: invited.user.id, status: 'accepted' }]);

    const cases: [
      string,
      { user: { id: number }; cookie: string },
      { slug: string },
      [string | null, string | null],
    ][] = [
      ['no Discord, a warm-up', noDiscord, warmup, ['DISCORD_REQUIRED', 'discord']],
      // A warm-up with no limits is open to every signed-in user; one with a limit needs a birth date.
      ['no application, a warm-up', noApplication, warmup, [null, null]],
      ['no application, an age-limited warm-up', noApplication, youngOnly, ['NOT_A_COMPETITOR', 'notCompetitor']],
      ['too old for a warm-up', old, youngOnly, ['AGE_ABOVE_MAX', 'ageAboveMax']],
      ['too young for a warm-up', old, adultsOnly, ['AGE_BELOW_MIN', 'ageBelowMin']],
      ['a warm-up they fit', old, warmup, [null, null]],
      ['quals, not registered', old, quals, ['REGISTRATION_REQUIRED', 'registrationMissing']],
      ['finals, not invited', old, finals, ['FINALS_INVITATION_REQUIRED', 'finalsInvitation']],
      // The organizer's invitation overrides the age limit a warm-up would have asked.
      ['finals, invited', invited, finals, [null, null]],
    ];
    for (const [name, who, competition, expected] of cases)
      expect([name, await bothPaths(competition.slug, who.user.id, who.cookie)]).toEqual([name, expected]);
  });
});
