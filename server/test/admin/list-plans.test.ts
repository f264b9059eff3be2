// Every list and search query, planned against tables with a scale-like share of rows: none may read
// a whole table of users, sessions, applications, registrations or invitations (a sequential scan).
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { COMPETITOR_SORTS, COMPETITOR_TABS, USER_SORTS } from '@ctf/shared/schemas/admin';
import { SCALE_SLUG, seedScale } from '../../../scripts/seed-scale';
import { createPool, type Database } from '../../src/db/database';
import type { DB } from '../../src/db/types';
import { listCompetitors } from '../../src/services/admin/competitors';
import { adminStats } from '../../src/services/admin/stats';
import { listInstitutions } from '../../src/services/admin/institutions';
import { anchorRebuildsSettled } from '../../src/services/lists/anchors';
import { PAGING } from '../../src/services/lists/paging';
import { listUsers } from '../../src/services/admin/users';
import { FINALIST_SORTS, REGISTRATION_SORTS } from '@ctf/shared/schemas/organizer';
import { findCompetitionRow } from '../../src/services/competitions/competitions';
import { pageRegistrations } from '../../src/services/competitions/registrations';
import { listFinalists, pageFinalists } from '../../src/services/competitions/finals/finalists';
import { createTestDatabase } from '../support/app';

const GUARDED = ['users', 'sessions', 'competitor_applications', 'competition_registrations', 'finals_invitations'];

const database = await createTestDatabase();
// The app's own pool: pool.end() resolves before its sockets close, and the database's drop
// (WITH FORCE) can then end a closing connection; a bare pg.Pool has no listener for that error.
const pool = createPool(database.url, { max: 2 });
let captured: CompiledQuery[] = [];
const db: Database = new Kysely<DB>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') captured.push(event.query);
  },
});
afterAll(() => db.destroy());

// A twentieth of the national data set: 50,000 users, 10,000 applications, analyzed.
await seedScale(db, { users: 50_000, applications: 10_000, institutions: 250, registrations: 2_000, finalists: 100 });

// Finalists of earlier competitions too, so that one competition's are a share of the table, as in real life.
await sql`INSERT INTO competitions (name, slug) VALUES ('Finale 2024', 'finale-2024')`.execute(db);
await sql`INSERT INTO finals_invitations (competition_id, user_id, invitation_expires_at)
  SELECT c.id, u.id, now() FROM users u, competitions c WHERE c.slug = 'finale-2024' ORDER BY u.id LIMIT 20000`.execute(
  db,
);
// Registrations of an earlier competition too (ten times as many), so that one competition's are a share.
await sql`INSERT INTO competition_registrations (competition_id, user_id, first_name, last_name, gender, date_of_birth)
  SELECT c.id, u.id, 'Ana', 'Anić', 'female', date '2007-01-01' FROM users u, competitions c
  WHERE c.slug = 'finale-2024' ORDER BY u.id LIMIT 20000`.execute(db);
await sql`ANALYZE finals_invitations`.execute(db);
await sql`ANALYZE competition_registrations`.execute(db);
/** The scale competition, as the organizer's procedures load it before calling the list services. */
const competition = await findCompetitionRow(db, SCALE_SLUG);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** The plan PostgreSQL makes for a captured query (not run). */
async function planOf(query: CompiledQuery): Promise<PlanNode> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  return rows[0]!['QUERY PLAN'][0].Plan;
}

/** Runs `work`, then plans every query it sent: the tables each reads sequentially. */
async function plansOf(work: () => Promise<unknown>) {
  captured = [];
  await work();
  const queries = captured.filter((q) => !/^\s*explain/i.test(q.sql));
  expect(queries.length).toBeGreaterThan(0);
  const found: { sql: string; tables: string[] }[] = [];
  for (const query of queries) {
    const tables = seqScans(await planOf(query)).filter((t) => GUARDED.includes(t));
    if (tables.length) found.push({ sql: query.sql.slice(0, 300), tables });
  }
  return found;
}

const SEARCHES = ['', 'ilic', 'marko ilić', 'Ђорђе', 'an', 'petrovic123'];

describe('list and search query plans at scale', () => {
  it('users: every sort, filter, search and page read through indexes', async () => {
    for (const sort of USER_SORTS)
      for (const direction of ['asc', 'desc'] as const)
        for (const search of SEARCHES)
          for (const page of [1, 2_500, 5_000]) {
            const input = { page, per_page: 10, search, sort, direction };
            expect(await plansOf(() => listUsers(db, input)), JSON.stringify(input)).toEqual([]);
          }
    for (const role of [undefined, 'admin', 'organizer', 'women4cyber'] as const)
      for (const verified of [undefined, 'yes', 'no'] as const)
        for (const sort of USER_SORTS)
          for (const [page, per_page] of [
            [1, 25],
            [80, 25],
            [2_000, 1],
          ] as const) {
            const input = { page, per_page, search: '', sort, direction: 'desc' as const, role, verified };
            expect(await plansOf(() => listUsers(db, input)), JSON.stringify(input)).toEqual([]);
          }
  });

  it('competitors: every tab, sort, search and page read through indexes', async () => {
    for (const tab of COMPETITOR_TABS)
      for (const sort of COMPETITOR_SORTS)
        for (const search of SEARCHES)
          for (const page of [1, 250, 500]) {
            const input = { tab, page, per_page: 10, search, sort, direction: 'asc' as const };
            expect(await plansOf(() => listCompetitors(db, input)), JSON.stringify(input)).toEqual([]);
          }
  });

  it('institutions, registrations, finalists and the admin counts', async () => {
    for (const search of SEARCHES)
      for (const sort of ['name', 'city', 'id', 'type'] as const)
        expect(
          await plansOf(() => listInstitutions(db, { page: 1, per_page: 10, search, sort, direction: 'asc' })),
        ).toEqual([]);
    expect(await plansOf(() => listFinalists(db, competition))).toEqual([]);
    expect(await plansOf(() => adminStats(db))).toEqual([]);
  });

  it('registrations and finalists of a competition: every sort, filter, search and page read through indexes', async () => {
    // 2,000 registrations here: middle pages come from anchors only with fewer rows paged directly.
    const saved = { ...PAGING };
    Object.assign(PAGING, { directRows: 100, anchorStep: 50 });
    onTestFinished(() => void Object.assign(PAGING, saved));
    for (const sort of REGISTRATION_SORTS)
      for (const status of [undefined, 'pending', 'accepted'] as const)
        for (const search of SEARCHES)
          for (const [page, direction] of [
            [1, 'asc'],
            [100, 'desc'],
            [150, 'asc'],
            [200, 'asc'],
          ] as const) {
            const input = { slug: SCALE_SLUG, page, per_page: 10, search, sort, direction, status };
            expect(await plansOf(() => pageRegistrations(db, competition, input)), JSON.stringify(input)).toEqual([]);
          }
    for (const sort of FINALIST_SORTS)
      for (const search of SEARCHES)
        for (const page of [1, 5, 10]) {
          const input = { slug: SCALE_SLUG, page, per_page: 10, search, sort, direction: 'asc' as const };
          expect(await plansOf(() => pageFinalists(db, competition, input)), JSON.stringify(input)).toEqual([]);
        }
  });

  it('middle pages without anchors: read from the nearer end, and the anchors built behind, through indexes', async () => {
    const saved = { ...PAGING };
    Object.assign(PAGING, { buildFirst: false, directRows: 100, anchorStep: 50 });
    onTestFinished(() => void Object.assign(PAGING, saved));
    // Each view finds no anchors: its page comes from an offset read, then the build it started is
    // awaited inside the same check, so that both the read and the build are planned.
    const cold = (view: () => Promise<unknown>) => async () => {
      await anchorRebuildsSettled();
      await db.deleteFrom('list_anchors').execute();
      await view();
      await anchorRebuildsSettled();
    };
    for (const sort of USER_SORTS)
      for (const direction of ['asc', 'desc'] as const)
        for (const [role, verified] of [
          [undefined, undefined],
          ['organizer', 'no'],
        ] as const)
          for (const page of [2_000, 3_000]) {
            const input = { page, per_page: 10, search: '', sort, direction, role, verified };
            expect(await plansOf(cold(() => listUsers(db, input))), JSON.stringify(input)).toEqual([]);
          }
    for (const tab of COMPETITOR_TABS)
      for (const sort of COMPETITOR_SORTS) {
        const input = { tab, page: 150, per_page: 10, search: '', sort, direction: 'desc' as const };
        expect(await plansOf(cold(() => listCompetitors(db, input))), JSON.stringify(input)).toEqual([]);
      }
    for (const sort of REGISTRATION_SORTS)
      for (const status of [undefined, 'pending'] as const) {
        const input = { slug: SCALE_SLUG, page: 60, per_page: 10, search: '', sort, direction: 'asc' as const, status };
        expect(await plansOf(cold(() => pageRegistrations(db, competition, input))), JSON.stringify(input)).toEqual([]);
      }
    for (const sort of FINALIST_SORTS) {
      const input = { slug: SCALE_SLUG, page: 5, per_page: 10, search: '', sort, direction: 'asc' as const };
      expect(await plansOf(cold(() => pageFinalists(db, competition, input))), JSON.stringify(input)).toEqual([]);
    }
  });

  it('users: a broad search walks the sort index alone, without reading a row of the table', async () => {
    const scans = (node: PlanNode): string[] => [
      ...(node['Relation Name'] === 'users' ? [node['Node Type']] : []),
      ...(node.Plans ?? []).flatMap(scans),
    ];
    // By id the planner may walk the primary key and the table instead: rows that follow each other in
    // id order lie side by side in the table (it grows by inserts), so that walk reads few pages.
    for (const sort of USER_SORTS.filter((s) => s !== 'id'))
      for (const direction of ['asc', 'desc'] as const) {
        captured = [];
        // "marko" starts a word of one key in ten (first names, usernames): a broad search.
        await listUsers(db, { page: 1, per_page: 25, search: 'marko', sort, direction });
        const walks = captured.filter((q) => q.sql.includes('w_search'));
        expect(walks.length, `${sort} ${direction}`).toBeGreaterThan(0);
        for (const walk of walks)
          expect(scans(await planOf(walk)), `${sort} ${direction}`).toEqual(['Index Only Scan']);
      }
  });

  it('catches a sequential scan (the check itself works)', async () => {
    expect(await plansOf(() => db.selectFrom('users').select('id').where('language', '=', 'en').execute())).toEqual([
      expect.objectContaining({ tables: ['users'] }),
    ]);
  });
});
