// Page anchors made ready ahead (issue 14): every big users list and competitors tab gets anchors in
// every sort before anyone opens a deep page; current anchors are left as they are; small lists and
// lists of roles this version does not know are passed over.
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPETITOR_SORTS, USER_SORTS } from '@ctf/shared/schemas/admin';
import { seedScale } from '../../../scripts/seed-scale';
import { createDatabase } from '../../src/db/database';
import { listUsers } from '../../src/services/admin/users';
import { anchorRebuildsSettled } from '../../src/services/lists/anchors';
import { PAGING } from '../../src/services/lists/paging';
import { prepareListAnchors } from '../../src/services/lists/prepare-anchors';
import { createTestDatabase } from '../support/app';
import { usersByUsernameAnchors } from '../support/lists';
import { ascending } from '@ctf/shared/sort';

const database = await createTestDatabase();
const db = createDatabase(database.url, 2);
afterAll(() => db.destroy());
await seedScale(db, { users: 400, applications: 120, institutions: 5, registrations: 0, finalists: 0 });
// A role with a big list of its own (the seed gives women4cyber to a few), and enough unverified
// accounts for their list to count as big too.
await sql`UPDATE users SET roles = array_append(roles, 'women4cyber')
  WHERE id % 5 = 0 AND NOT roles @> array['women4cyber']`.execute(db);
await sql`UPDATE users SET email_verified_at = NULL WHERE id % 6 = 1`.execute(db);

const saved = { ...PAGING };
// Lists of more than 2 × (20 + 10) rows count as big here.
beforeEach(() => Object.assign(PAGING, { anchorStep: 7, directRows: 20, staleMs: 0, staleShare: 0 }));
afterEach(() => Object.assign(PAGING, saved));

const kept = async () =>
  (
    await db
      .selectFrom('list_anchors')
      .select(sql<string>`list || ' ' || sort`.as('name'))
      .orderBy('list')
      .orderBy('sort')
      .execute()
  ).map((row) => row.name);

describe('page anchors prepared ahead', () => {
  it('builds anchors for each big list in every sort, and only for those', async () => {
    await db.deleteFrom('list_anchors').execute();
    const counts = await db
      .selectFrom('list_counts')
      .select(['key', 'n'])
      .where((eb) => eb.or([eb('key', 'like', 'users|%'), eb('key', 'like', 'competitors|%')]))
      .execute();
    const big = counts.filter((row) => Number(row.n) > 60).map((row) => row.key);
    const bigUsers = big.filter((key) => key.startsWith('users|'));
    const bigTabs = big.filter((key) =>
      ['competitors|all', 'competitors|pending', 'competitors|ctf-team'].includes(key),
    );
    // The seeded data has big and small lists of both kinds (a check of the test's own data).
    expect(bigUsers).toEqual(expect.arrayContaining(['users|*|*', 'users|*|v', 'users|*|u', 'users|women4cyber|*']));
    expect(counts.some((row) => row.key.startsWith('users|') && Number(row.n) <= 60)).toBe(true);
    expect(bigTabs).toContain('competitors|all');

    const viewed = await prepareListAnchors(db);
    const expected = [
      ...bigTabs.flatMap((list) => COMPETITOR_SORTS.map((sort) => `${list} ${sort}`)),
      ...bigUsers.flatMap((list) => USER_SORTS.map((sort) => `${list} ${sort}`)),
    ].sort(ascending);
    // "competitors|accepted" is a status count, not a tab: it has no list of its own.
    expect(await kept()).toEqual(expected);
    expect(viewed).toBe(expected.length);
  });

  it('leaves current anchors as they are, and rebuilds those the list has moved away from', async () => {
    await prepareListAnchors(db);
    const builtAt = async () =>
      (
        await db
          .selectFrom('list_anchors')
          .select(['list', 'sort', sql<string>`built_at::text`.as('at')])
          .orderBy('list')
          .orderBy('sort')
          .execute()
      ).map((row) => `${row.list} ${row.sort} ${row.at}`);
    const before = await builtAt();
    await prepareListAnchors(db);
    expect(await builtAt()).toEqual(before);

    // A new user moves every users list; the applications' tabs move too (one generation for both).
    await db
      .insertInto('users')
      .values({ username: '0000-prepared', email: 'prepared@example.org', password_hash: 'x' })
      .execute();
    await prepareListAnchors(db);
    const after = await builtAt();
    expect(after).toHaveLength(before.length);
    expect(after.filter((row) => before.includes(row))).toEqual([]);
    const total = await usersByUsernameAnchors(db);
    expect(Number(total.total)).toBe(
      Number(
        (
          await db
            .selectFrom('users')
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    // A deep page now comes from the anchors: the same rows OFFSET paging gives.
    const { rows } = await sql<{ id: number }>`select id from users
      order by ctf_sr_latin(username) collate sr_icu, id offset 200 limit 10`.execute(db);
    const page = await listUsers(db, { page: 21, per_page: 10, search: '', sort: 'username', direction: 'asc' });
    expect(page.data.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    await anchorRebuildsSettled();
  });

  it('passes over kept counts that name no list of its own: a role this version does not know, a status', async () => {
    await db.deleteFrom('list_anchors').execute();
    const known = await prepareListAnchors(db);
    await db.deleteFrom('list_anchors').execute();
    const extra = ['users|retired-role|*', 'competitors|accepted'];
    // "competitors|accepted" counts a status the CTF-team tab filters further; make sure it is big.
    await db
      .insertInto('list_counts')
      .values(extra.map((key) => ({ key, n: 1_000 })))
      .onConflict((oc) => oc.column('key').doUpdateSet({ n: 1_000 }))
      .execute();
    try {
      // The same lists and sorts viewed as without them, none of them for those keys.
      expect(await prepareListAnchors(db)).toBe(known);
      expect((await kept()).filter((name) => name.startsWith('users|retired-role'))).toEqual([]);
      expect((await kept()).filter((name) => name.startsWith('competitors|accepted'))).toEqual([]);
      expect(await kept()).toContain('users|*|* username');
    } finally {
      await db.deleteFrom('list_counts').where('key', 'in', extra).execute();
    }
  });
});
