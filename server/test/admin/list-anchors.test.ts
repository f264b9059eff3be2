// Page anchors give exactly the rows OFFSET paging gives, on every page, sort, direction and filter;
// anchors are rebuilt once the rows change. Small data with a small anchor step, so every path
// (near either end, from an anchor, past the end) is taken many times.
import { type RawBuilder, sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPETITOR_SORTS, COMPETITOR_TABS, USER_SORTS } from '@ctf/shared/schemas/admin';
import { seedScale } from '../../../scripts/seed-scale';
import { createDatabase } from '../../src/db/database';
import { listCompetitors } from '../../src/services/admin/competitors';
import { anchorRebuildsSettled } from '../../src/services/lists/anchors';
import { PAGING } from '../../src/services/lists/paging';
import { listUsers } from '../../src/services/admin/users';
import { createTestDatabase } from '../support/app';
import { usersByUsernameAnchors } from '../support/lists';

const database = await createTestDatabase();
const db = createDatabase(database.url, 2);
afterAll(() => db.destroy());
await seedScale(db, { users: 500, applications: 90, institutions: 5, registrations: 0, finalists: 0 });

const saved = { ...PAGING };
// Anchors are built before the answer, so that every deep page takes the anchor path.
beforeEach(() => Object.assign(PAGING, { anchorStep: 7, directRows: 3, staleMs: 0, staleShare: 0, buildFirst: true }));
afterEach(() => Object.assign(PAGING, saved));

const USER_ORDER: Record<(typeof USER_SORTS)[number], RawBuilder<unknown>> = {
  id: sql`id`,
  username: sql`ctf_sr_latin(username) collate sr_icu`,
  email: sql`lower(email)`,
  created_at: sql`created_at`,
};
const COMPETITOR_ORDER: Record<(typeof COMPETITOR_SORTS)[number], RawBuilder<unknown>> = {
  id: sql`id`,
  name: sql`ctf_sr_latin(last_name || ' ' || first_name) collate sr_icu`,
  username: sql`ctf_sr_latin(user_username) collate sr_icu`,
  email: sql`lower(user_email)`,
  ctf_team: sql`ctf_team`,
  created_at: sql`created_at`,
  joined_team_at: sql`coalesce(joined_team_at, 'infinity')`,
};
const dir = (direction: 'asc' | 'desc') => (direction === 'asc' ? sql`asc` : sql`desc`);

/** Every page in turn, joined. */
async function allPages(list: (page: number) => Promise<{ data: { id: number }[]; meta: { page_count: number } }>) {
  const first = await list(1);
  const ids = first.data.map((row) => row.id);
  for (let page = 2; page <= first.meta.page_count; page += 1) ids.push(...(await list(page)).data.map((r) => r.id));
  expect((await list(first.meta.page_count + 1)).data).toEqual([]);
  return ids;
}

describe('page anchors', () => {
  it('users: every page of every sort, direction and filter is the page OFFSET paging gives', async () => {
    for (const sort of USER_SORTS)
      for (const direction of ['asc', 'desc'] as const)
        for (const [role, verified] of [
          [undefined, undefined],
          [undefined, 'no'],
          ['women4cyber', undefined],
        ] as const) {
          const { rows } = await sql<{ id: number }>`select id from users
            where (${role ?? null}::text is null or roles @> array[${role ?? ''}]::text[])
              and (${verified ?? null}::text is null or email_verified_at is null)
            order by ${USER_ORDER[sort]} ${dir(direction)}, id ${dir(direction)}`.execute(db);
          const input = { search: '', sort, direction, role, verified };
          const label = JSON.stringify(input);
          expect(await allPages((page) => listUsers(db, { ...input, page, per_page: 10 })), label).toEqual(
            rows.map((row) => row.id),
          );
          for (const page of [1, 57, 121, 260, rows.length])
            expect(
              (await listUsers(db, { ...input, page, per_page: 1 })).data.map((r) => r.id),
              `${label} ${page}`,
            ).toEqual(rows.slice(page - 1, page).map((row) => row.id));
        }
  });

  it('competitors: every page of every tab, sort and direction is the page OFFSET paging gives', async () => {
    for (const tab of COMPETITOR_TABS)
      for (const sort of COMPETITOR_SORTS)
        for (const direction of ['asc', 'desc'] as const) {
          const { rows } = await sql<{ id: number }>`select id from competitor_applications
            where is_current and (${tab} = 'all' or (${tab} = 'pending' and status = 'pending')
              or (${tab} = 'ctf-team' and status = 'accepted' and ctf_team)
              or (${tab} = 'rejected' and status = 'rejected'))
            order by ${COMPETITOR_ORDER[sort]} ${dir(direction)}, id ${dir(direction)}`.execute(db);
          const input = { tab, search: '', sort, direction };
          expect(
            await allPages((page) => listCompetitors(db, { ...input, page, per_page: 10 })),
            JSON.stringify(input),
          ).toEqual(rows.map((row) => row.id));
        }
  });

  it('a middle page shows a row added since the anchors were built', async () => {
    const input = { search: '', sort: 'username' as const, direction: 'asc' as const, per_page: 10 };
    const before = await listUsers(db, { ...input, page: 12 });
    // A username that sorts before every seeded one moves each later row one place on.
    await db
      .insertInto('users')
      .values({ username: '0000-first', email: 'first-of-all@example.org', password_hash: 'x' })
      .execute();
    const after = await listUsers(db, { ...input, page: 12 });
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data.slice(1).map((r) => r.id)).toEqual(before.data.slice(0, 9).map((r) => r.id));
  });

  it('anchors a little behind the list answer at once and are rebuilt behind the answer', async () => {
    PAGING.staleShare = 0.5;
    const input = { search: '', sort: 'username' as const, direction: 'asc' as const, per_page: 10, page: 15 };
    const before = await listUsers(db, input);
    await anchorRebuildsSettled();
    await db
      .insertInto('users')
      .values({ username: '0000-second', email: 'second-of-all@example.org', password_hash: 'x' })
      .execute();
    const generation = async () =>
      (await db.selectFrom('list_counts').select('n').where('key', '=', 'gen|lists').executeTakeFirstOrThrow()).n;
    const anchors = () => usersByUsernameAnchors(db);
    // The kept anchors are used once more: the same rows as before (one place behind), the exact total.
    const stale = await listUsers(db, input);
    expect(stale.meta.total).toBe(before.meta.total + 1);
    expect(stale.data.map((r) => r.id)).toEqual(before.data.map((r) => r.id));
    await anchorRebuildsSettled();
    expect(await anchors()).toEqual({ generation: await generation(), total: before.meta.total + 1 });
    const after = await listUsers(db, input);
    expect(after.data.slice(1).map((r) => r.id)).toEqual(before.data.slice(0, 9).map((r) => r.id));
  });

  it('anchors further behind than PAGING.staleShare are not used: the page is read from the nearer end, the anchors rebuilt behind it', async () => {
    const input = { search: '', sort: 'username' as const, direction: 'asc' as const, per_page: 10, page: 13 };
    const before = await listUsers(db, input);
    PAGING.buildFirst = false;
    // Allowed: half a row. One new row is more, so the kept anchors are not used and the page is exact.
    PAGING.staleShare = 1 / (before.meta.total * 2);
    await db
      .insertInto('users')
      .values({ username: '0000-third', email: 'third-of-all@example.org', password_hash: 'x' })
      .execute();
    const after = await listUsers(db, input);
    expect(after.data.slice(1).map((r) => r.id)).toEqual(before.data.slice(0, 9).map((r) => r.id));
    await anchorRebuildsSettled();
    const kept = await usersByUsernameAnchors(db);
    expect(kept.total).toBe(before.meta.total + 1);
  });

  it('a deep page of a list without anchors answers without waiting for their build', async () => {
    const input = { search: '', sort: 'email' as const, direction: 'desc' as const, per_page: 10, page: 20 };
    const { rows } = await sql<{ id: number }>`select id from users order by lower(email) desc, id desc
      offset 190 limit 10`.execute(db);
    PAGING.buildFirst = false;
    await db.deleteFrom('list_anchors').execute();
    // Another session holds the anchors table against writes: a build cannot store its anchors until
    // it lets go, and the page must come all the same.
    const holder = createDatabase(database.url, 1);
    try {
      await holder.transaction().execute(async (trx) => {
        await sql`lock table list_anchors in exclusive mode`.execute(trx);
        const page = await listUsers(db, input);
        expect(page.data.map((r) => r.id)).toEqual(rows.map((row) => row.id));
        expect(await trx.selectFrom('list_anchors').select('list').execute()).toEqual([]);
      });
      await anchorRebuildsSettled();
      const kept = await db
        .selectFrom('list_anchors')
        .select(['list', 'sort'])
        .where('list', '=', 'users|*|*')
        .execute();
      expect(kept).toEqual([{ list: 'users|*|*', sort: 'email' }]);
    } finally {
      await holder.destroy();
    }
  });

  it('searches page through every match in order', async () => {
    // The matches, found another way: "marko" starts a word of the key (words end at any character but
    // a letter or a digit).
    const { rows } = await sql<{ id: number }>`select id from users
      where ' ' || regexp_replace(search_key, '[^a-z0-9]', ' ', 'g') like '% marko%'
      order by ctf_sr_latin(username) collate sr_icu desc, id desc`.execute(db);
    expect(rows.length).toBeGreaterThan(20);
    const input = { search: 'МАРКО', sort: 'username' as const, direction: 'desc' as const };
    expect(await allPages((page) => listUsers(db, { ...input, page, per_page: 10 }))).toEqual(rows.map((r) => r.id));
    // The same pages when the search counts as broad and each page is first looked for by a walk along
    // the sort index (its rows checked with a LIKE, then the expression), then by reading every match.
    Object.assign(PAGING, { narrowRows: 0, walkRows: 1, walkPerMatch: 1_000 });
    for (let page = 1; page <= Math.ceil(rows.length / 10) + 1; page += 1)
      expect(
        (await listUsers(db, { ...input, page, per_page: 10 })).data.map((u) => u.id),
        `page ${page}`,
      ).toEqual(rows.slice((page - 1) * 10, page * 10).map((r) => r.id));
  });
});
