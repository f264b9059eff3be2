// The organizer's registrations and finalists lists (issue 14): every page of every sort, direction and
// status filter is the page OFFSET paging gives (with a tiny anchor step, so that pages near either
// end, from an anchor and past the end are all taken); totals are kept by the database; searches go
// through the search keys in either script; the keys follow renames.
import { type RawBuilder, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FINALIST_SORTS, REGISTRATION_SORTS } from '@ctf/shared/schemas/organizer';
import { SCALE_SLUG, seedScale } from '../../../scripts/seed-scale';
import { PAGING } from '../../src/services/lists/paging';
import { pageFinalists } from '../../src/services/competitions/finals/finalists';
import { pageRegistrations } from '../../src/services/competitions/registrations';
import { createTestApp } from '../support/app';
import { createUser } from '../support/auth';
import { rest, rpc, signedIn } from '../support/calls';
import { createCompetition, hoursFromNow, inviteToFinals, makeCompetitor } from '../support/competitions';

const { app, db } = await createTestApp();
await seedScale(db, { users: 1_500, applications: 300, institutions: 5, registrations: 240, finalists: 70 });
const organizer = await signedIn(db, ['organizer']);
const scale = await db.selectFrom('competitions').select('id').where('slug', '=', SCALE_SLUG).executeTakeFirstOrThrow();
// Some of them decided, so that each status filter has rows.
await sql`UPDATE competition_registrations SET status = 'rejected' WHERE competition_id = ${scale.id} AND id % 7 = 0`.execute(
  db,
);
await sql`UPDATE finals_invitations SET status = CASE WHEN user_id % 3 = 0 THEN 'accepted' ELSE 'declined' END
  WHERE competition_id = ${scale.id} AND user_id % 2 = 0`.execute(db);

const saved = { ...PAGING };
// Anchors are built before the answer, so that every deep page takes the anchor path.
beforeEach(() => Object.assign(PAGING, { anchorStep: 7, directRows: 3, staleMs: 0, staleShare: 0, buildFirst: true }));
afterEach(() => Object.assign(PAGING, saved));

const dir = (direction: 'asc' | 'desc') => (direction === 'asc' ? sql`asc` : sql`desc`);
const REGISTRATION_ORDER: Record<(typeof REGISTRATION_SORTS)[number], RawBuilder<unknown>> = {
  created_at: sql`r.created_at`,
  name: sql`ctf_sr_latin(r.last_name || ' ' || r.first_name) collate sr_icu`,
  username: sql`ctf_sr_latin(u.username) collate sr_icu`,
  status: sql`array_position(array['pending','accepted','rejected']::text[], r.status)`,
};
const FINALIST_ORDER: Record<(typeof FINALIST_SORTS)[number], RawBuilder<unknown>> = {
  username: sql`ctf_sr_latin(u.username) collate sr_icu`,
  name: sql`ctf_sr_latin(coalesce(c.first_name || ' ' || c.last_name, u.username)) collate sr_icu`,
  institution: sql`ctf_sr_latin(coalesce(i.name, c.institution_name, '')) collate sr_icu`,
  shirt_size: sql`coalesce(c.shirt_size, '')`,
  status: sql`array_position(array['pending','accepted','declined']::text[], f.status)`,
};

/** Every page in turn, joined; the page after the last is empty. */
async function allPages<T>(
  list: (page: number) => Promise<{ data: T[]; meta: { page_count: number; total: number } }>,
  key: (row: T) => number,
) {
  const first = await list(1);
  const ids = first.data.map(key);
  for (let page = 2; page <= first.meta.page_count; page += 1) ids.push(...(await list(page)).data.map(key));
  expect((await list(first.meta.page_count + 1)).data).toEqual([]);
  expect(first.meta.total).toBe(ids.length);
  return ids;
}

/** A registrant of `competitionId` through the app's own inserts (so the triggers write the keys). */
async function registrant(competitionId: number, first: string, last: string, username?: string) {
  const user = await createUser(db, { username });
  await makeCompetitor(db, user.id);
  await db
    .insertInto('competition_registrations')
    .values({
      competition_id: competitionId,
      user_id: user.id,
      first_name: first,
      last_name: last,
      gender: 'male',
      date_of_birth: '2007-01-01',
    })
    .execute();
  return user;
}

describe('the registrations list at scale (issue 14)', () => {
  it('every page of every sort, direction and status filter is the page OFFSET paging gives', async () => {
    for (const sort of REGISTRATION_SORTS)
      for (const direction of ['asc', 'desc'] as const)
        for (const status of [undefined, 'pending', 'rejected'] as const) {
          const { rows } = await sql<{ id: number }>`
            select r.id from competition_registrations r join users u on u.id = r.user_id
            where r.competition_id = ${scale.id} and (${status ?? null}::text is null or r.status = ${status ?? ''})
            order by ${REGISTRATION_ORDER[sort]} ${dir(direction)}, r.id ${dir(direction)}`.execute(db);
          const input = { slug: SCALE_SLUG, search: '', sort, direction, status };
          const label = JSON.stringify(input);
          expect(rows.length, label).toBeGreaterThan(20);
          const ids = await allPages(
            (page) => pageRegistrations(db, scale, { ...input, page, per_page: 10 }),
            (row) => row.id,
          );
          expect(ids, label).toEqual(rows.map((row) => row.id));
        }
  });

  it('counts per status are kept by the database and follow decisions, new registrations and deletions', async () => {
    const competition = await createCompetition(db, { stage: 'quals' });
    const input = { slug: competition.slug, page: 1, per_page: 10, search: '', sort: 'created_at' as const };
    const empty = await pageRegistrations(db, competition, { ...input, direction: 'asc' });
    expect(empty.meta).toMatchObject({ total: 0, page_count: 1 });
    const a = await registrant(competition.id, 'Ana', 'Anić');
    await registrant(competition.id, 'Bora', 'Borić');
    await db.updateTable('competition_registrations').set({ status: 'accepted' }).where('user_id', '=', a.id).execute();
    const after = await pageRegistrations(db, competition, { ...input, direction: 'asc' });
    expect(after.counts).toEqual({ pending: 1, accepted: 1, rejected: 0 });
    expect(after.meta).toMatchObject({ total: 2, page_count: 1 });
    await db.deleteFrom('users').where('id', '=', a.id).execute();
    const erased = await pageRegistrations(db, competition, { ...input, direction: 'asc', status: 'accepted' });
    expect(erased.counts).toEqual({ pending: 1, accepted: 0, rejected: 0 });
    expect(erased.data).toEqual([]);
  });

  it('searches names, username and e-mail in either script without diacritics; the keys follow a rename', async () => {
    const competition = await createCompetition(db, { stage: 'quals' });
    const prefix = `s${Math.random().toString(36).slice(2, 7)}`;
    await registrant(competition.id, 'Marko', 'Ilić', `${prefix}_1`);
    await registrant(competition.id, 'Марко', 'Илић', `${prefix}_2`);
    const other = await registrant(competition.id, 'Jovan', 'Jovanović', `${prefix}_3`);
    const search = async (text: string, extra: Record<string, unknown> = {}) =>
      (
        await rpc<{ data: { user: { username: string } }[]; meta: { total: number } }>(
          app,
          organizer.cookie,
          'organizer.registrations.page',
          { slug: competition.slug, search: text, sort: 'username', ...extra },
          'query',
        )
      ).data.map((row) => row.user.username);
    expect(await search('ilic')).toEqual([`${prefix}_1`, `${prefix}_2`]);
    expect(await search('ИЛИЋ марко')).toEqual([`${prefix}_1`, `${prefix}_2`]);
    expect(await search('ilic', { status: 'accepted' })).toEqual([]);
    expect(await search(`${prefix}_3@example`)).toEqual([`${prefix}_3`]);
    // A rename reaches the registration's copies: found and sorted by the new name.
    await db
      .updateTable('users')
      .set({ username: `${prefix}_0` })
      .where('id', '=', other.id)
      .execute();
    expect(await search(`${prefix}_0`)).toEqual([`${prefix}_0`]);
    expect(await search(prefix)).toEqual([`${prefix}_0`, `${prefix}_1`, `${prefix}_2`]);
  });

  it('the REST list answers every field of every registration, in order, page by page', async () => {
    const competition = await createCompetition(db, { stage: 'quals' });
    const prefix = `f${Math.random().toString(36).slice(2, 7)}`;
    const school = `Gimnazija „Jovan Jovanović Zmaj“ ${prefix}`;
    const institution = await db
      .insertInto('institutions')
      .values({ name: school, city: 'Novi Sad', region: 'other', type: 'high_school', search_key: prefix })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const first = await registrant(competition.id, 'Ana', 'Anić', `${prefix}_1`);
    const second = await registrant(competition.id, 'Јован', 'Јовановић', `${prefix}_2`);
    const third = await registrant(competition.id, 'Mila', 'Milić', `${prefix}_3`);
    // One at a known institution, one named by hand, one decided at an instant with microseconds.
    await db
      .updateTable('competition_registrations')
      .set({ institution_id: institution.id })
      .where('user_id', '=', first.id)
      .execute();
    await db
      .updateTable('competition_registrations')
      .set({ institution_name: 'Škola koje nema na spisku' })
      .where('user_id', '=', second.id)
      .execute();
    await db
      .updateTable('competition_registrations')
      .set({ status: 'accepted', decided_at: new Date('2026-03-01T09:08:07.654Z'), decided_by: organizer.user.id })
      .where('user_id', '=', third.id)
      .execute();
    await sql`UPDATE competition_registrations SET decided_at = decided_at + interval '321 microseconds'
      WHERE user_id = ${third.id}`.execute(db);
    const rows = await db
      .selectFrom('competition_registrations')
      .select(['id', 'user_id', 'created_at'])
      .where('competition_id', '=', competition.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const of = (userId: number) => rows.find((row) => row.user_id === userId)!;
    const profiles = await db
      .selectFrom('competitor_applications')
      .select(['user_id', 'shirt_size', 'permanent_residence'])
      .where('user_id', 'in', [first.id, second.id, third.id])
      .where('is_current', '=', true)
      .execute();
    const profile = (userId: number) => {
      const row = profiles.find((one) => one.user_id === userId)!;
      return { shirt_size: row.shirt_size, city: row.permanent_residence };
    };
    const common = { status: 'pending', gender: 'male', date_of_birth: '2007-01-01', decided_at: null, categories: [] };
    /** A registration as the list answers it: what comes from its user and row, then its own fields. */
    const listed = (user: typeof first, username: string, own: Record<string, unknown>) => ({
      ...common,
      id: of(user.id).id,
      user: { id: user.id, username, email: user.email },
      ...profile(user.id),
      created_at: of(user.id).created_at.toISOString(),
      ...own,
    });
    const expected = [
      listed(first, `${prefix}_1`, {
        first_name: 'Ana',
        last_name: 'Anić',
        institution: { id: institution.id, name: school, city: 'Novi Sad' },
        institution_name: null,
      }),
      listed(second, `${prefix}_2`, {
        first_name: 'Јован',
        last_name: 'Јовановић',
        institution: null,
        institution_name: 'Škola koje nema na spisku',
      }),
      listed(third, `${prefix}_3`, {
        status: 'accepted',
        first_name: 'Mila',
        last_name: 'Milić',
        institution: null,
        institution_name: null,
        decided_at: '2026-03-01T09:08:07.654Z',
      }),
    ].sort((a, b) => rows.indexOf(of(a.user.id)) - rows.indexOf(of(b.user.id)));
    const page = async (query: string) => {
      const res = await rest(
        app,
        organizer.cookie,
        'GET',
        `/api/competitions/${competition.slug}/registrations?${query}`,
      );
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const counts = { pending: 2, accepted: 1, rejected: 0 };
    // The defaults: page 1 of 10, oldest first.
    expect(await page('')).toEqual({
      data: expected,
      meta: { total: 3, page: 1, per_page: 10, page_count: 1 },
      counts,
    });
    // Paged and sorted as asked (newest first); past the last page an empty page, never an error.
    expect(await page('per_page=25&direction=desc')).toEqual({
      data: [...expected].reverse(),
      meta: { total: 3, page: 1, per_page: 25, page_count: 1 },
      counts,
    });
    expect(await page('page=2')).toEqual({
      data: [],
      meta: { total: 3, page: 2, per_page: 10, page_count: 1 },
      counts,
    });
    // Filtered by status, the rest of the query as the screen sends it.
    expect(await page('status=accepted&per_page=10')).toEqual({
      data: [expected.find((row) => row.status === 'accepted')],
      meta: { total: 1, page: 1, per_page: 10, page_count: 1 },
      counts,
    });
  });

  it("the REST list shows each registrant's current username and address after a change", async () => {
    const competition = await createCompetition(db, { stage: 'quals' });
    const prefix = `w${Math.random().toString(36).slice(2, 7)}`;
    const first = await registrant(competition.id, 'Ana', 'Anić', `${prefix}_1`);
    const second = await registrant(competition.id, 'Јован', 'Јовановић', `${prefix}_2`);
    const listed = async () => {
      const res = await rest(app, organizer.cookie, 'GET', `/api/competitions/${competition.slug}/registrations`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as { data: { user: { id: number; username: string; email: string } }[] };
      return data.map((row) => row.user);
    };
    expect(await listed()).toEqual([
      { id: first.id, username: `${prefix}_1`, email: first.email },
      { id: second.id, username: `${prefix}_2`, email: second.email },
    ]);
    await db
      .updateTable('users')
      .set({ username: `${prefix}_9`, email: `${prefix}-new@example.org` })
      .where('id', '=', second.id)
      .execute();
    await db
      .updateTable('users')
      .set({ email: `${prefix}-other@example.org` })
      .where('id', '=', first.id)
      .execute();
    expect(await listed()).toEqual([
      { id: first.id, username: `${prefix}_1`, email: `${prefix}-other@example.org` },
      { id: second.id, username: `${prefix}_9`, email: `${prefix}-new@example.org` },
    ]);
  });

  it('sorts usernames in Serbian order with numbers by value, on every page', async () => {
    const competition = await createCompetition(db, { stage: 'quals' });
    const prefix = `n${Math.random().toString(36).slice(2, 7)}`;
    for (const n of [10, 2, 1, 11, 3]) await registrant(competition.id, 'Ana', 'Anić', `${prefix}_${n}`);
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(
        ...(
          await pageRegistrations(db, competition, {
            slug: competition.slug,
            page,
            per_page: 10,
            search: '',
            sort: 'username',
            direction: 'asc',
          })
        ).data.map((row) => row.user.username),
      );
    expect(pages).toEqual([1, 2, 3, 10, 11].map((n) => `${prefix}_${n}`));
  });
});

describe('the finalists list (issue 14)', () => {
  it('every page of every sort and direction is the page OFFSET paging gives', async () => {
    for (const sort of FINALIST_SORTS)
      for (const direction of ['asc', 'desc'] as const) {
        const { rows } = await sql<{ id: number }>`
          select f.user_id as id from finals_invitations f join users u on u.id = f.user_id
          left join competitor_applications c on c.user_id = f.user_id and c.is_current
          left join institutions i on i.id = c.institution_id
          where f.competition_id = ${scale.id}
          order by ${FINALIST_ORDER[sort]} ${dir(direction)}, f.user_id ${dir(direction)}`.execute(db);
        const input = { slug: SCALE_SLUG, search: '', sort, direction };
        expect(rows.length).toBeGreaterThan(20);
        const ids = await allPages(
          (page) => pageFinalists(db, scale, { ...input, page, per_page: 10 }),
          (row) => row.user.id,
        );
        expect(ids, JSON.stringify(input)).toEqual(rows.map((row) => row.id));
      }
  });

  it('is searched in either script, counts answers, and is for organizers only', async () => {
    const competition = await createCompetition(db, { stage: 'finals' });
    const prefix = `f${Math.random().toString(36).slice(2, 7)}`;
    const users = [];
    for (const [n, first, last] of [
      [1, 'Mila', 'Đorđević'],
      [2, 'Петар', 'Ђорђевић'],
      [3, 'Sara', 'Savić'],
    ] as const) {
      const user = await createUser(db, { username: `${prefix}_${n}` });
      await makeCompetitor(db, user.id, { first_name: first, last_name: last });
      users.push(user);
    }
    await inviteToFinals(
      db,
      competition.id,
      users.map((u, i) => ({
        user_id: u.id,
        invitation_expires_at: hoursFromNow(48),
        status: i === 2 ? 'declined' : 'pending',
      })),
    );
    type Page = { data: { user: { username: string } }[]; meta: { total: number }; counts: Record<string, number> };
    const page = (input: Record<string, unknown>, cookie = organizer.cookie) =>
      rpc<Page>(app, cookie, 'organizer.finalists.page', { slug: competition.slug, ...input }, 'query');
    const found = await page({ search: 'djordjevic' });
    expect(found.data.map((row) => row.user.username)).toEqual([`${prefix}_1`, `${prefix}_2`]);
    expect(found.meta.total).toBe(2);
    expect(found.counts).toEqual({ pending: 2, accepted: 0, declined: 1 });
    expect((await page({ search: 'Ђорђевић петар' })).data.map((row) => row.user.username)).toEqual([`${prefix}_2`]);
    expect((await page({ sort: 'status', direction: 'desc' })).data[0]!.user.username).toBe(`${prefix}_3`);
    const player = await signedIn(db);
    await expect(page({}, player.cookie)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
