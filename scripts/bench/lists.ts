// npm run bench:lists: every admin and organizer list at national scale (npm run seed:scale first, on
// the same DATABASE_URL): first, middle and last page, every sort, filters and searches, the median of
// sequential calls beside the 20 ms target, and for a few cases the query shape the lists had before
// page anchors and kept counts (OFFSET paging, count(*), lower() LIKE scans), measured in the same run.
// Numbers, not a test. Writes bench/results/lists.json, or the file named by `--json FILE`; `--only
// registrations,finalists` runs only the lists whose names start so.
// `benchLists(db)` gives the same rows to another script (npm run bench).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { anchorRebuildsSettled } from '../../server/src/services/lists/anchors';
import { PAGING } from '../../server/src/services/lists/paging';
import { searchWords } from '../../server/src/services/lists/search';
import type { TCompetitorListQuery, TUserListQuery } from '@ctf/shared/schemas/admin';
import type { TFinalistPageQuery, TRegistrationPageQuery } from '@ctf/shared/schemas/organizer';
import { resolveDatabase } from '../../server/src/db/connect';
import { createDatabase, type Database } from '../../server/src/db/database';
import { loadConfig } from '../../server/src/env';
import { listCompetitors } from '../../server/src/services/admin/competitors';
import { listInstitutions } from '../../server/src/services/admin/institutions';
import { listUsers } from '../../server/src/services/admin/users';
import { listFinalists, pageFinalists } from '../../server/src/services/competitions/finals/finalists';
import { pageRegistrations } from '../../server/src/services/competitions/registrations';
import { runCli } from '../lib/cli';
import { SCALE_SLUG } from '../seed-scale';
import { GATE_PREVIEW_TARGET_MS, prepareProgramme } from './programme';
import { FUNNEL_TARGET_MS, prepareFunnel } from './funnel';

export const LIST_TARGET_MS = 20;

/**
 * Median and fastest of `rounds` sequential calls (after one warm-up call unless `warm` is false),
 * `setup` run untimed before each. The warm-up also waits for the anchor builds it started: a list
 * without anchors is the cold case, measured on its own (in the server, the list-anchors job builds
 * them ahead; here `seed:scale` has just dropped them).
 */
async function timed(work: () => Promise<unknown>, rounds: number, warm = true, setup?: () => Promise<unknown>) {
  if (warm) {
    await work();
    await anchorRebuildsSettled();
  }
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    await setup?.();
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, min: times[0]! };
}

/** `view` with PAGING.buildFirst: anchors missing or too stale are built before the answer (the slower way the cold case is held to). */
async function anchorsFirst(view: () => Promise<unknown>) {
  PAGING.buildFirst = true;
  try {
    await view();
  } finally {
    PAGING.buildFirst = false;
  }
}

/** The users list as it was: OFFSET over the id order and an exact count(*) on every view. */
async function usersBefore(db: Database, page: number, perPage: number) {
  await Promise.all([
    sql`select id, username, email, email_verified_at, roles, created_at from users order by id
      limit ${perPage} offset ${(page - 1) * perPage}`.execute(db),
    sql`select count(*) from users`.execute(db),
  ]);
}

/** The competitors list as it was: lower() LIKE over four columns, lower() sort, OFFSET, count(*). */
async function competitorsBefore(db: Database, input: TCompetitorListQuery) {
  const where = [sql`c.is_current`];
  if (input.tab === 'pending') where.push(sql`c.status = 'pending'`);
  if (input.tab === 'ctf-team') where.push(sql`c.status = 'accepted' and c.ctf_team`);
  for (const word of input.search.split(/\s+/).filter(Boolean)) {
    const p = `%${word.toLowerCase()}%`;
    where.push(
      sql`(lower(c.first_name) like ${p} or lower(c.last_name) like ${p} or lower(u.username) like ${p} or lower(u.email) like ${p})`,
    );
  }
  const filter = where.reduce((all, one) => sql`${all} and ${one}`);
  const order = input.sort === 'name' ? sql`lower(c.last_name || ' ' || c.first_name)` : sql`c.created_at`;
  await Promise.all([
    sql`select c.*, u.username, u.email from competitor_applications c join users u on u.id = c.user_id
      left join institutions i on i.id = c.institution_id where ${filter} order by ${order}, c.id
      limit ${input.per_page} offset ${(input.page - 1) * input.per_page}`.execute(db),
    sql`select count(*) from competitor_applications c join users u on u.id = c.user_id where ${filter}`.execute(db),
  ]);
}

/** The registrations page as it was (issue 12): count(*) per view, sort expressions over a join, OFFSET. */
async function registrationsBefore(db: Database, competitionId: number, input: TRegistrationPageQuery) {
  const where = [sql`r.competition_id = ${competitionId}`];
  if (input.status) where.push(sql`r.status = ${input.status}`);
  for (const word of searchWords(input.search)) where.push(sql`u.search_key like ${`%${word}%`}`);
  const filter = where.reduce((all, one) => sql`${all} and ${one}`);
  const order = {
    created_at: sql`r.created_at`,
    name: sql`ctf_sr_latin(r.last_name || ' ' || r.first_name) collate sr_icu`,
    username: sql`ctf_sr_latin(u.username) collate sr_icu`,
    status: sql`array_position(array['pending','accepted','rejected']::text[], r.status)`,
  }[input.sort];
  const dir = input.direction === 'desc' ? sql`desc` : sql`asc`;
  await Promise.all([
    sql`select count(*) from competition_registrations r join users u on u.id = r.user_id where ${filter}`.execute(db),
    sql`select r.status, count(*) from competition_registrations r where r.competition_id = ${competitionId}
      group by r.status`.execute(db),
  ]);
  await Promise.all([
    sql`select r.id from competition_registrations r join users u on u.id = r.user_id where ${filter}
      order by ${order} ${dir}, r.id ${dir} limit ${input.per_page} offset ${(input.page - 1) * input.per_page}`.execute(
      db,
    ),
  ]);
}

export interface ListBenchRow {
  list: string;
  case: string;
  /** The query shape before kept counts and anchors (OFFSET, count(*)), same run; null where not measured (ms). */
  before: number | null;
  /** The list as it is, median (ms). */
  after: number;
  /** The fastest call (ms): what the list costs when the machine is not busy with other work. */
  min: number;
  /** The machine's 1-minute load average when the case ran. */
  load: number;
  /** What the case is held to (printed): see `record`. */
  target: string;
  /** The page-view target in ms; null for a first view with no anchors kept (held to its "before"). */
  target_ms: number | null;
  ok: boolean;
}

/**
 * Every list case at the seeded scale (npm run seed:scale on this database), sequential calls, the
 * median of `rounds` after one warm-up call. Throws when the data set is missing.
 */
export async function benchLists(
  db: Database,
  {
    rounds = 9,
    log = () => {},
    only,
  }: {
    rounds?: number;
    log?: (line: string) => void;
    /** Only the lists whose names start with one of these (e.g. `registrations`); every list when absent. */
    only?: string[];
  } = {},
): Promise<ListBenchRow[]> {
  const rows: ListBenchRow[] = [];
  const fmt = (ms: number | null) => (ms === null ? '—' : `${ms.toFixed(1)} ms`);
  /**
   * One case, held to the page-view target (the median of LIST_TARGET_MS), except a first view with
   * no anchors kept (`firstView`): not a view anyone repeats (it builds the anchors behind its answer,
   * and the list-anchors job builds them ahead), a state measured on purpose by dropping the anchors
   * before every call; it is held to answering faster than building the anchors first did (its
   * "before", same run), and printed beside both (docs/decisions.md, "Page anchors").
   */
  const record = async ({
    list,
    name,
    after,
    before,
    baselineMs,
    warm = true,
    setup,
    firstView = false,
    targetMs = LIST_TARGET_MS,
  }: {
    list: string;
    name: string;
    /** The list as it is: the call timed. */
    after: () => Promise<unknown>;
    /** What the case is compared with (the row's `before`), same run; not measured when absent. */
    before?: (() => Promise<unknown>) | undefined;
    /** A baseline measured once for several cases (ms), instead of `before`. */
    baselineMs?: number;
    /** One untimed warm-up call first. */
    warm?: boolean;
    /** Run before every timed call, untimed. */
    setup?: () => Promise<unknown>;
    firstView?: boolean;
    /** A target other than the page view's (the stage gate's preview). */
    targetMs?: number;
  }) => {
    if (only && !only.some((prefix) => list.startsWith(prefix))) return;
    const beforeMs = before ? (await timed(before, Math.min(rounds, 3), warm, setup)).median : (baselineMs ?? null);
    const { median: afterMs, min } = await timed(after, rounds, warm, setup);
    const heldToBefore = firstView && beforeMs !== null;
    const row = {
      list,
      case: name,
      before: beforeMs,
      after: afterMs,
      min,
      load: Number(loadavg()[0]!.toFixed(1)),
      target: heldToBefore ? '< before (built first, same run)' : `< ${targetMs} ms`,
      target_ms: heldToBefore ? null : targetMs,
      ok: heldToBefore ? afterMs < beforeMs : afterMs < targetMs,
    };
    rows.push(row);
    log(
      `${list.padEnd(20)} ${name.padEnd(40)} ${fmt(afterMs).padStart(10)}  target ${row.target} ${row.ok ? 'ok  ' : 'OVER'}  min ${fmt(min).padStart(9)}  before ${fmt(beforeMs).padStart(10)}  load ${row.load}`,
    );
  };
  /** A first deep view, its anchors dropped (`dropAnchors`) before every call: held to building them first. */
  const recordCold = (list: string, name: string, view: () => Promise<unknown>, dropAnchors: () => Promise<unknown>) =>
    record({
      list,
      name,
      after: view,
      before: () => anchorsFirst(view),
      warm: false,
      setup: dropAnchors,
      firstView: true,
    });
  /** A list's kept row count (list_counts), what its page numbers are reckoned from. */
  const keptCount = async (key: string) =>
    (await db.selectFrom('list_counts').select('n').where('key', '=', key).executeTakeFirstOrThrow()).n;
  const userCount = await keptCount('users|*|*');
  if (userCount < 100_000) throw new Error('Run npm run seed:scale on this database first.');
  const perPage = 10;
  /** Where every list's query starts: page 1, ascending, no search; each case changes what it measures. */
  const firstPage = { page: 1, per_page: perPage, search: '', direction: 'asc' } as const;
  const userPages = Math.ceil(userCount / perPage);
  const middle = Math.ceil(userPages / 2);
  const user = (input: Partial<TUserListQuery>) => () => listUsers(db, { ...firstPage, sort: 'id', ...input });
  for (const [name, page] of [
    ['first page', 1],
    ['middle page', middle],
    ['last page', userPages],
  ] as const)
    await record({ list: 'users', name, after: user({ page }), before: () => usersBefore(db, page, perPage) });
  await record({
    list: 'users',
    name: 'last page at 1 per page',
    after: user({ page: userCount, per_page: 1 }),
    before: () => usersBefore(db, userCount, 1),
  });
  await record({
    list: 'users',
    name: 'middle page at 1 per page',
    after: user({ page: Math.ceil(userCount / 2) + 7, per_page: 1 }),
  });
  await record({
    list: 'users',
    name: 'middle page at 100 per page',
    after: user({ page: Math.ceil(userCount / 200), per_page: 100 }),
  });
  for (const sort of ['username', 'email', 'created_at'] as const)
    for (const direction of ['asc', 'desc'] as const)
      await record({
        list: 'users',
        name: `by ${sort} ${direction}, middle page`,
        after: user({ page: middle + 3, sort, direction }),
      });
  await record({ list: 'users', name: 'by username, last page', after: user({ page: userPages, sort: 'username' }) });
  // No anchors kept for this list and sort (its first deep view ever): the page is read from the
  // nearer end and the anchors are built behind the answer (awaited, untimed, before the next call).
  // "before" builds them first (PAGING.buildFirst), as every such view did until then.
  const coldView = () => listUsers(db, { ...firstPage, page: middle - 11, sort: 'email' });
  const dropAnchors = async () => {
    await anchorRebuildsSettled();
    await db.deleteFrom('list_anchors').where('list', '=', 'users|*|*').where('sort', '=', 'email').execute();
  };
  await recordCold('users', 'middle page, no anchors kept (cold)', coldView, dropAnchors);
  // What a busy day looks like: the anchors were built, users were written since, more than 10 s ago.
  // The view answers from the kept anchors and starts their rebuild (awaited before the next call);
  // "before" rebuilt them first (PAGING.staleShare 0, PAGING.buildFirst), as every such view did until then.
  const staleView = () => listUsers(db, { ...firstPage, page: middle - 13, sort: 'email' });
  await record({
    list: 'users',
    name: 'middle page, anchors stale (after writes)',
    after: staleView,
    before: async () => {
      const share = PAGING.staleShare;
      PAGING.staleShare = 0;
      await anchorsFirst(staleView).finally(() => (PAGING.staleShare = share));
    },
    setup: async () => {
      await anchorRebuildsSettled();
      await sql`update users set updated_at = updated_at where id = (select min(id) from users)`.execute(db);
      await sql`update list_anchors set built_at = now() - interval '1 hour'
        where list = 'users|*|*' and sort = 'email'`.execute(db);
    },
  });
  await anchorRebuildsSettled();
  await record({
    list: 'users',
    name: 'role organizer, unverified',
    after: user({ role: 'organizer', verified: 'no' }),
  });
  await record({
    list: 'users',
    name: 'unverified by username, middle',
    after: user({ verified: 'no', sort: 'username', page: 5_000 }),
  });
  await record({
    list: 'users',
    name: 'women4cyber by e-mail desc, middle',
    after: user({ role: 'women4cyber', sort: 'email', direction: 'desc', page: 500 }),
  });
  for (const [name, input] of [
    ['search "ilic"', { search: 'ilic' }],
    ['search "ilic", page 50', { search: 'ilic', page: 50 }],
    ['search "Илић" by e-mail desc', { search: 'Илић', sort: 'email', direction: 'desc' }],
    ['search "marko ilic" by username', { search: 'marko ilic', sort: 'username' }],
    ['search "petrovic4242"', { search: 'petrovic4242' }],
    ['search "an" (short word)', { search: 'an' }],
  ] as const)
    await record({ list: 'users', name, after: user(input) });

  for (const tab of ['all', 'pending', 'ctf-team'] as const) {
    const pages = Math.ceil((await keptCount(`competitors|${tab}`)) / perPage);
    const input = (over: Partial<TCompetitorListQuery>): TCompetitorListQuery => ({
      tab,
      ...firstPage,
      sort: 'created_at',
      ...over,
    });
    const cases: [string, Partial<TCompetitorListQuery>, boolean][] = [
      ['first page', { page: 1 }, true],
      ['middle page', { page: Math.ceil(pages / 2) }, true],
      ['last page', { page: pages }, true],
      ['by name, page 1', { sort: 'name' }, true],
      ['by name, middle page', { sort: 'name', page: Math.ceil(pages / 2) + 1 }, false],
      ['by name, last page', { sort: 'name', page: pages }, true],
      ['by username desc, middle page', { sort: 'username', direction: 'desc', page: Math.ceil(pages / 3) }, false],
      ['by e-mail, middle page', { sort: 'email', page: Math.ceil(pages / 3) }, false],
      ['by id desc, middle page', { sort: 'id', direction: 'desc', page: Math.ceil(pages / 3) }, false],
      [
        tab === 'all' ? 'by team flag, middle page' : 'by joined team desc, middle page',
        tab === 'all'
          ? { sort: 'ctf_team', page: Math.ceil(pages / 3) }
          : { sort: 'joined_team_at', direction: 'desc', page: Math.ceil(pages / 3) },
        false,
      ],
      ['search "ilic"', { search: 'ilic' }, true],
      ['search "ilic", page 20', { search: 'ilic', page: 20 }, false],
      ['search "marko ilic" by name', { search: 'marko ilic', sort: 'name' }, true],
    ];
    for (const [name, over, compare] of cases) {
      const query = input(over);
      await record({
        list: `competitors ${tab}`,
        name,
        after: () => listCompetitors(db, query),
        before: compare ? () => competitorsBefore(db, query) : undefined,
      });
    }
  }

  for (const [name, over] of [
    ['first page by name', { page: 1 }],
    ['middle page by city', { page: 250, sort: 'city' }],
    ['last page by name', { page: 500 }],
    ['search "gimnazija"', { page: 1, search: 'gimnazija' }],
  ] as const)
    await record({
      list: 'institutions',
      name,
      after: () => listInstitutions(db, { ...firstPage, per_page: 10, sort: 'name', ...over }),
    });
  const { id: competitionId } = await db
    .selectFrom('competitions')
    .select('id')
    .where('slug', '=', SCALE_SLUG)
    .executeTakeFirstOrThrow();
  const registrationPages = Math.ceil((await keptCount(`registrations|${competitionId}|*`)) / perPage);
  const registration = (over: Partial<TRegistrationPageQuery>): TRegistrationPageQuery => ({
    slug: SCALE_SLUG,
    ...firstPage,
    sort: 'created_at',
    ...over,
  });
  const registrationMiddle = Math.ceil(registrationPages / 2) + 1;
  for (const [name, over, compare] of [
    ['first page', { page: 1 }, true],
    ['middle page', { page: registrationMiddle }, true],
    ['last page', { page: registrationPages }, true],
    ['by name, middle page', { sort: 'name', page: registrationMiddle }, true],
    ['by username desc, middle page', { sort: 'username', direction: 'desc', page: registrationMiddle }, true],
    ['by status, last page', { sort: 'status', page: registrationPages }, true],
    ['pending by name, middle page', { status: 'pending', sort: 'name', page: 600 }, true],
    ['search "ilic"', { search: 'ilic' }, true],
    ['search "Илић" by name, page 5', { search: 'Илић', sort: 'name', page: 5 }, true],
    ['search "marko ilic"', { search: 'marko ilic' }, true],
  ] as const) {
    const input = registration(over);
    await record({
      list: 'registrations',
      name,
      after: () => pageRegistrations(db, { id: competitionId }, input),
      before: compare ? () => registrationsBefore(db, competitionId, input) : undefined,
    });
  }
  const coldRegistrations = () =>
    pageRegistrations(db, { id: competitionId }, registration({ sort: 'name', page: registrationMiddle - 7 }));
  await recordCold('registrations', 'by name, middle page, no anchors kept (cold)', coldRegistrations, async () => {
    await anchorRebuildsSettled();
    await db.deleteFrom('list_anchors').where('list', '=', `registrations|${competitionId}|*`).execute();
  });
  await anchorRebuildsSettled();
  const finalist = (over: Partial<TFinalistPageQuery>): TFinalistPageQuery => ({
    slug: SCALE_SLUG,
    ...firstPage,
    sort: 'username',
    ...over,
  });
  for (const [name, over] of [
    ['first page', {}],
    ['middle page', { page: 25 }],
    ['last page', { page: 50 }],
    ['by name, middle page', { sort: 'name', page: 25 }],
    ['by institution desc, last page', { sort: 'institution', direction: 'desc', page: 50 }],
    ['search "ilic"', { search: 'ilic' }],
  ] as const)
    await record({ list: 'finalists', name, after: () => pageFinalists(db, { id: competitionId }, finalist(over)) });
  await record({
    list: 'finalists',
    name: 'whole list (500), CSV and REST',
    after: () => listFinalists(db, { id: competitionId }),
  });
  if (!only || only.some((prefix) => 'programme'.startsWith(prefix))) {
    // "before" here is each case's floor: the rows it reads, read alone.
    const programme = await prepareProgramme(db);
    await record({
      list: 'programme',
      name: 'eligibility @me (one player)',
      after: programme.eligibility,
      before: programme.eligibilityFloor,
    });
    await record({
      list: 'programme',
      name: `stage-gate preview (${programme.results} results)`,
      after: programme.preview,
      before: programme.previewFloor,
      targetMs: GATE_PREVIEW_TARGET_MS,
    });
    // The staff lists of people filtered by a category, like the others held to the page view's target.
    for (const category of ['junior', 'srednjoskolci']) {
      const filter = { season_id: programme.seasonId, category };
      await record({ list: 'programme', name: `users in ${category}`, after: user(filter) });
      await record({
        list: 'programme',
        name: `competitors in ${category}`,
        after: () => listCompetitors(db, { tab: 'all', ...firstPage, sort: 'created_at', ...filter }),
      });
      await record({
        list: 'programme',
        name: `registrations in ${category}`,
        after: () => pageRegistrations(db, { id: competitionId }, registration(filter)),
      });
    }
  }
  if (!only || only.some((prefix) => 'funnel'.startsWith(prefix))) {
    // "before": the funnel counted from the source tables (the job's rebuild), what every view would
    // cost without the kept counts; measured once.
    const funnel = await prepareFunnel(db);
    for (const { name, view } of funnel.cases)
      await record({ list: 'funnel', name, after: view, baselineMs: funnel.rebuildMs, targetMs: FUNNEL_TARGET_MS });
  }
  return rows;
}

if (process.argv[1]?.endsWith('bench/lists.ts')) {
  await runCli(async () => {
    const config = loadConfig();
    const database = await resolveDatabase(config, { attachIfRunning: true });
    const db = createDatabase(database.url, 4);
    const jsonAt = process.argv.indexOf('--json');
    const out =
      jsonAt > 0 && process.argv[jsonAt + 1]
        ? path.resolve(process.argv[jsonAt + 1]!)
        : path.resolve(import.meta.dirname, '../../bench/results/lists.json');
    try {
      const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
      console.log(`median of ${rounds} sequential calls; anchor step ${PAGING.anchorStep} rows`);
      const onlyAt = process.argv.indexOf('--only');
      const only = onlyAt > 0 ? process.argv[onlyAt + 1]?.split(',').filter(Boolean) : undefined;
      const rows = await benchLists(db, { rounds, log: (line) => console.log(line), only });
      const over = rows.filter((row) => !row.ok);
      const views = rows.filter((row) => row.target_ms !== null);
      console.log(
        `${views.filter((row) => row.ok).length} of ${views.length} page views under ${LIST_TARGET_MS} ms; ` +
          `${rows.length - views.length} first views with no anchors kept, faster than building them first: ` +
          `${rows.filter((row) => row.target_ms === null && row.ok).length}; ${over.length} over target`,
      );
      mkdirSync(path.dirname(out), { recursive: true });
      // With --only, the lists measured replace theirs in the file and the others' rows stay.
      const kept =
        only && existsSync(out)
          ? (JSON.parse(readFileSync(out, 'utf8')) as { rows: typeof rows }).rows.filter(
              (row) => !rows.some((measured) => measured.list === row.list),
            )
          : [];
      writeFileSync(
        out,
        `${JSON.stringify({ at: new Date().toISOString(), rounds, rows: [...kept, ...rows] }, null, 2)}\n`,
      );
      console.log(`written to ${out}`);
    } finally {
      await db.destroy();
      await database.embedded?.stop();
    }
  });
}
