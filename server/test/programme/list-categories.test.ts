// A person's categories in the staff lists of people (issue 31 item 2) and on their own account:
// computed from the accepted current application and the roles, never typed; a list's "Categories"
// column holds the page's people's categories in the picked season, and its category filter keeps
// exactly the people the category's rule takes (a pending application puts nobody in a category).
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/services/auth/sessions';
import { createTestApp } from '../support/app';
import { rpc, signedIn } from '../support/calls';
import { createCompetition, inviteToFinals } from '../support/competitions';
import { createApplicant, createInstitution } from '../support/competitors';
import { uniqueName } from '../support/ctfd';
import { createSeason } from '../support/programme';

const { app, db } = await createTestApp();
const admin = await signedIn(db, ['admin']);
const organizer = await signedIn(db, ['organizer']);

/**
 * A season of its own (named to sort below any real one, so it is never the default) with: juniors
 * (at most 18 on 1 December 2025), seniors (19 or more), and high-school pupils of any age.
 */
async function season(name = `0-lists-${uniqueName()}`) {
  const categories = [
    { code: 'juniors', name: 'Juniori', age_max: 18, reference_date: '2025-12-01' },
    { code: 'seniors', name: 'Seniori', age_min: 19, reference_date: '2025-12-01' },
    { code: 'pupils', name: 'Srednjoškolci', reference_date: '2025-12-01', school_levels: ['high_school'] },
  ];
  return (await createSeason(db, categories, name)).id;
}

/**
 * Three people at one high school of their own: a junior (18 on 1 December 2025: born that day in
 * 2007) and a senior (19 the day before), both accepted, and a pending applicant born the junior's day.
 */
async function threePeople() {
  const school = await createInstitution(db, { type: 'high_school' });
  const at = { institution_id: school.id };
  const junior = await createApplicant(db, { status: 'accepted', date_of_birth: '2007-12-01', ...at });
  const senior = await createApplicant(db, { status: 'accepted', date_of_birth: '2006-11-30', ...at });
  const pending = await createApplicant(db, { status: 'pending', date_of_birth: '2007-12-01', ...at });
  return { school, junior, senior, pending };
}

interface Page<T> {
  data: T[];
  meta: { total: number };
}
type Listed = { categories: string[] };

describe('the admin competitors list', () => {
  it('shows each competitor’s categories in the picked season, and none for a pending application', async () => {
    const seasonId = await season();
    const { school, junior, senior, pending } = await threePeople();
    const page = await rpc<Page<Listed & { id: number }>>(
      app,
      admin.cookie,
      'admin.competitors.list',
      { institution_id: school.id, season_id: seasonId, sort: 'id' },
      'query',
    );
    expect(page.data.map((row) => [row.id, row.categories])).toEqual([
      [junior.id, ['juniors', 'pupils']],
      [senior.id, ['seniors', 'pupils']],
      [pending.id, []],
    ]);
  });

  it('keeps exactly the people a category takes, counted, through the filter', async () => {
    const seasonId = await season();
    const { school, junior, senior } = await threePeople();
    const list = (category: string) =>
      rpc<Page<Listed & { id: number }>>(
        app,
        admin.cookie,
        'admin.competitors.list',
        { institution_id: school.id, season_id: seasonId, category, sort: 'id' },
        'query',
      );
    const juniors = await list('juniors');
    expect(juniors.data.map((row) => row.id)).toEqual([junior.id]);
    expect(juniors.meta.total).toBe(1);
    expect((await list('seniors')).data.map((row) => row.id)).toEqual([senior.id]);
    expect((await list('pupils')).data.map((row) => row.id)).toEqual([junior.id, senior.id]);
    // A code the season does not have: nobody is in it.
    expect((await list('veterans')).data).toEqual([]);
  });

  it('filters by category together with a search', async () => {
    const seasonId = await season();
    const school = await createInstitution(db, { type: 'high_school' });
    const junior = await createApplicant(db, {
      status: 'accepted',
      date_of_birth: '2010-01-01',
      institution_id: school.id,
      last_name: 'Kategorijević',
    });
    await createApplicant(db, {
      status: 'accepted',
      date_of_birth: '1990-01-01',
      institution_id: school.id,
      last_name: 'Kategorijević',
    });
    const page = await rpc<Page<{ id: number }>>(
      app,
      admin.cookie,
      'admin.competitors.list',
      { search: 'Kategorijević', season_id: seasonId, category: 'juniors' },
      'query',
    );
    expect(page.data.map((row) => row.id)).toEqual([junior.id]);
  });
});

describe('the admin users list', () => {
  it('shows categories for the page’s users and filters by one (a user without an application is in none)', async () => {
    const seasonId = await season();
    const { junior, senior, pending } = await threePeople();
    const newest = { season_id: seasonId, sort: 'id', direction: 'desc', per_page: 100 };
    const all = await rpc<Page<Listed & { id: number }>>(app, admin.cookie, 'admin.users.list', newest, 'query');
    const categoriesOf = new Map(all.data.map((row) => [row.id, row.categories]));
    expect(categoriesOf.get(junior.user.id)).toEqual(['juniors', 'pupils']);
    expect(categoriesOf.get(senior.user.id)).toEqual(['seniors', 'pupils']);
    expect(categoriesOf.get(pending.user.id)).toEqual([]);
    expect(categoriesOf.get(admin.user.id)).toEqual([]);

    const seniors = await rpc<Page<{ id: number }>>(
      app,
      admin.cookie,
      'admin.users.list',
      { ...newest, category: 'seniors' },
      'query',
    );
    const ids = seniors.data.map((row) => row.id);
    expect(ids).toContain(senior.user.id);
    expect(ids).not.toContain(junior.user.id);
    expect(ids).not.toContain(pending.user.id);
  });
});

describe('a competition’s registrations and finalists', () => {
  it('show the registrants’ categories (the competition’s season by default) and filter by one', async () => {
    const seasonId = await season();
    const competition = await createCompetition(db, { stage: 'quals', season_id: seasonId });
    const { junior, senior, pending } = await threePeople();
    for (const person of [junior, senior, pending])
      await db
        .insertInto('competition_registrations')
        .values({
          competition_id: competition.id,
          user_id: person.user.id,
          first_name: 'Ana',
          last_name: 'Ilić',
          gender: 'female',
          date_of_birth: '2008-12-01',
          institution_name: 'Gimnazija',
        })
        .execute();
    const list = (input: object = {}) =>
      rpc<Page<Listed & { user: { id: number } }>>(
        app,
        organizer.cookie,
        'organizer.registrations.page',
        { slug: competition.slug, sort: 'created_at', ...input },
        'query',
      );
    expect((await list()).data.map((row) => [row.user.id, row.categories])).toEqual([
      [junior.user.id, ['juniors', 'pupils']],
      [senior.user.id, ['seniors', 'pupils']],
      [pending.user.id, []],
    ]);
    const juniors = await list({ category: 'juniors' });
    expect(juniors.data.map((row) => row.user.id)).toEqual([junior.user.id]);
    expect(juniors.meta.total).toBe(1);

    await inviteToFinals(db, competition.id, [{ user_id: junior.user.id }, { user_id: senior.user.id }]);
    const finalists = (input: object = {}) =>
      rpc<Page<Listed & { user: { id: number } }>>(
        app,
        organizer.cookie,
        'organizer.finalists.page',
        { slug: competition.slug, ...input },
        'query',
      );
    expect(new Map((await finalists()).data.map((row) => [row.user.id, row.categories]))).toEqual(
      new Map([
        [junior.user.id, ['juniors', 'pupils']],
        [senior.user.id, ['seniors', 'pupils']],
      ]),
    );
    expect((await finalists({ category: 'seniors' })).data.map((row) => row.user.id)).toEqual([senior.user.id]);
  });
});

describe('programme.myCategories', () => {
  it('names the signed-in person’s categories in the newest season that has categories, or why there are none', async () => {
    // Sorts after every other season's name: the newest.
    const seasonId = await season('zz-newest');
    const { junior, pending } = await threePeople();
    const { cookie: juniorCookie } = await signedInAs(junior.user.id);
    expect(await rpc(app, juniorCookie, 'programme.myCategories', undefined, 'query')).toEqual({
      season: { id: seasonId, name: 'zz-newest' },
      categories: [
        { code: 'juniors', name: 'Juniori' },
        { code: 'pupils', name: 'Srednjoškolci' },
      ],
      application: 'accepted',
    });
    const { cookie: pendingCookie } = await signedInAs(pending.user.id);
    expect(await rpc(app, pendingCookie, 'programme.myCategories', undefined, 'query')).toEqual({
      season: { id: seasonId, name: 'zz-newest' },
      categories: [],
      application: 'pending',
    });
    const nobody = await signedIn(db);
    expect(await rpc(app, nobody.cookie, 'programme.myCategories', undefined, 'query')).toMatchObject({
      categories: [],
      application: 'none',
    });
  });
});

/** A session for an existing user. */
async function signedInAs(userId: number) {
  const { token } = await createSession(db, { userId, secondFactor: 'none' });
  return { cookie: token };
}
