import { CompiledQuery, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { PagedResult } from '@ctf/shared/schemas/admin';
import { toSearchKey } from '@ctf/shared/transliteration';
import type { Database } from '../../db/database';

/** `{ data, meta }` for one page; a page past the end is simply empty. */
export function paged<T>(data: T[], total: number, page: number, perPage: number, estimated = false): PagedResult<T> {
  return {
    data,
    meta: {
      total,
      page,
      per_page: perPage,
      page_count: Math.max(1, Math.ceil(total / perPage)),
      ...(estimated ? { estimated: true } : {}),
    },
  };
}

/** `text` for a LIKE pattern, with `\`, `%` and `_` taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a search, as search keys (lower-case Latin without diacritics). */
export function searchWords(search: string): string[] {
  return toSearchKey(search).split(' ').filter(Boolean);
}

/**
 * The characters that end a word in a search key: space and ASCII punctuation (`.` and `@` in an
 * e-mail address, `_` and `-` in a username). Spelled out rather than `[^[:alnum:]]`: pg_trgm reads
 * a class of punctuation alone as a word break and looks the word's first trigram (" ma") up in the
 * index, but treats a negated class as any character and reads every row holding the word anywhere.
 */
const WORD_BREAK = '[ !-/:-@[-`{-~]';

/**
 * The regular expression one search word must match in a search key: the start of a word (after the
 * key's start, a space or punctuation). A word that starts with punctuation itself (".rs", "@gmail")
 * may start anywhere. Answered from the key's trigram index. docs/decisions.md, "Search keys (people)".
 */
export function wordPattern(word: string): string {
  const escaped = word.replace(/[\\^$.|?*+()[\]{}-]/g, (c) => `\\${c}`);
  return /^[\p{L}\p{N}]/u.test(word) ? `(^|${WORD_BREAK})${escaped}` : escaped;
}

/** Above this many matching rows a search's total is the planner's estimate (shown as "about"). */
export const EXACT_COUNT_LIMIT = 10_000;

export interface Total {
  total: number;
  estimated: boolean;
}

/** A total kept by the database (`list_counts`, maintained by triggers): exact, without counting rows. */
export async function keptCount(db: Database, key: string): Promise<Total> {
  const row = await db.selectFrom('list_counts').select('n').where('key', '=', key).executeTakeFirst();
  return { total: Math.max(0, row?.n ?? 0), estimated: false };
}

/** The kept totals of `${prefix}${status}` for each status, in one query (0 for a status never counted). */
export async function keptCounts<S extends string>(
  db: Database,
  prefix: string,
  statuses: readonly S[],
): Promise<Record<S, number>> {
  const rows = await db
    .selectFrom('list_counts')
    .select(['key', 'n'])
    .where(
      'key',
      'in',
      statuses.map((status) => prefix + status),
    )
    .execute();
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) counts[row.key.slice(prefix.length) as S] = Math.max(0, Number(row.n));
  return counts;
}

/**
 * The number of rows a filtered query gives: counted exactly up to EXACT_COUNT_LIMIT, above that
 * the planner's estimate (never below the limit), so a broad search never counts a million rows.
 */
export async function boundedCount(db: Database, query: { compile(): CompiledQuery }): Promise<Total> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<{ n: number }>(
    CompiledQuery.raw(`select count(*)::int as n from (${compiled.sql} limit ${EXACT_COUNT_LIMIT + 1}) as matching`, [
      ...compiled.parameters,
    ]),
  );
  const n = rows[0]?.n ?? 0;
  if (n <= EXACT_COUNT_LIMIT) return { total: n, estimated: false };
  const plan = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, estimate), estimated: true };
}

export interface PageWindow {
  offset: number;
  limit: number;
  /** Read in the opposite order from the end, then reversed: the last pages cost what the first do. */
  reverse: boolean;
}

/**
 * Where page `page` lies. With an exact total, pages past the middle are read backwards from the end,
 * so no page skips more than half the list; a page past the end is empty (null).
 */
export function pageWindow(page: number, perPage: number, { total, estimated }: Total): PageWindow | null {
  const start = (page - 1) * perPage;
  if (!estimated && start >= total) return null;
  if (!estimated && start > total / 2) {
    const end = Math.min(start + perPage, total);
    return { offset: total - end, limit: end - start, reverse: true };
  }
  return { offset: start, limit: perPage, reverse: false };
}

export type Direction = 'asc' | 'desc';
export const flip = (direction: Direction, reverse: boolean): Direction =>
  reverse ? (direction === 'asc' ? 'desc' : 'asc') : direction;

/** An ORDER BY term; NULLS LAST in the list's order, so NULLS FIRST when read backwards. */
export function orderTerm(expression: Expression<unknown>, direction: Direction, reverse: boolean, nullsLast = false) {
  const dir = flip(direction, reverse) === 'asc' ? sql`asc` : sql`desc`;
  const nulls = nullsLast ? (reverse ? sql` nulls first` : sql` nulls last`) : sql``;
  return sql`${expression} ${dir}${nulls}`;
}

/** Rows fetched by id (the second half of a deferred join), put back in the order of `ids`. */
export function inOrderOf<T>(
  ids: number[],
  rows: T[],
  idOf: (row: T) => number = (row) => (row as { id: number }).id,
): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

// ---------------------------------------------------------------------------------------------------
// Page anchors (docs/decisions.md, "Page anchors"): deep pages of a large list without OFFSET scans.
// Reusable by any list whose rows change only with a generation: users and competitor_applications
// (and finals_invitations) bump `gen|lists`, competition_registrations `gen|registrations` (0100).

/** A list's sort key: a stored column with its own index (so a page is read from the index alone). */
export interface SortKey {
  /** Names the sort in the anchors' table. */
  name: string;
  column: RawBuilder<unknown>;
  /** How an anchor's key (kept as text) is read back for comparison with the column. */
  type: 'integer' | 'text' | 'sr' | 'timestamptz' | 'boolean';
}

export const PAGING = {
  /** An anchor every this many rows: a deep page skips fewer rows than this. */
  anchorStep: 500,
  /** Pages this close to either end are read with a plain offset from that end. */
  directRows: 1_000,
  /** Anchors built before the list last changed are still used this long, then rebuilt (ms). */
  staleMs: 10_000,
  /**
   * After that, anchors whose list grew or shrank by at most this share of its rows since they were
   * built are still used once more while a rebuild runs in the background; 0 rebuilds before answering.
   */
  staleShare: 0.01,
  /**
   * Build missing anchors (or rebuild those the list moved too far from) before answering and seek
   * from them, instead of reading the page from the nearer end while they are built behind the answer.
   * Off in the server; tests that must take the anchor path, and the bench's "before", turn it on.
   */
  buildFirst: false,
  /** A search estimated at up to this many matches reads them all (and counts them exactly). */
  narrowRows: 2_000,
  /** A broader one first walks the list in sort order looking for its page: at least this many rows, */
  walkRows: 2_000,
  /** and at most this many (more when the page lies deeper or the matches are sparser). */
  walkMaxRows: 20_000,
  /**
   * A walk is tried while it reads fewer rows than this many times the estimated matches. A walked row
   * costs about a third of a match read through the trigram index or less (the walk reads the sort
   * index in order and checks each row with a LIKE first, see matchesWords; each match costs a table
   * page), and the planner's estimate of a trigram search can be a third of the true count. So a walk
   * that fails costs at most about as much again as reading every match.
   */
  walkPerMatch: 3,
};

/** The generation of users and applications, bumped by every statement writing either (migration 0050). */
const GENERATION_KEY = 'gen|lists';
/** The generation of competition registrations (migration 0100). */
export const REGISTRATIONS_GENERATION = 'gen|registrations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

function typed(value: string, type: SortKey['type']) {
  switch (type) {
    case 'integer':
      return sql`${value}::integer`;
    case 'text':
      return sql`${value}::text`;
    case 'sr':
      return sql`(${value}::text collate sr_icu)`;
    case 'timestamptz':
      return sql`${value}::timestamptz`;
    case 'boolean':
      return sql`${value}::boolean`;
  }
}

interface Anchor {
  key: string | null;
  id: number;
  position: number;
}

export interface ListPage {
  /** The rows to page through, filtered (no select, no order). */
  filtered: AnySelect;
  /** The id column of those rows (`sql`c.id``). */
  id: RawBuilder<unknown>;
  /** The sort key; null sorts by id alone. */
  key: SortKey | null;
  direction: Direction;
  page: number;
  perPage: number;
  /** The `list_counts` key of the generation the rows' writers bump; `gen|lists` unless given. */
  generation?: string;
}

const dirSql = (direction: Direction) => (direction === 'asc' ? sql`asc` : sql`desc`);

/** Ids in sort order (then id), `limit` of them after skipping `offset`, from `after` on when given. */
async function readIds(list: ListPage, direction: Direction, offset: number, limit: number, after?: Anchor) {
  const { id, key } = list;
  let query = list.filtered.select(sql<number>`${id}`.as('id'));
  if (after)
    query = query.where(
      key
        ? sql<SqlBool>`(${key.column}, ${id}) >= (${typed(after.key ?? '', key.type)}, ${after.id}::integer)`
        : sql<SqlBool>`${id} >= ${after.id}::integer`,
    );
  if (key) query = query.orderBy(sql`${key.column} ${dirSql(direction)}`);
  const rows = await query
    .orderBy(sql`${id} ${dirSql(direction)}`)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => (row as { id: number }).id);
}

/**
 * The ids of one page of a list whose exact total is known (kept by the database): pages near either
 * end are read with an offset from that end; any other page is a keyset seek from the nearest anchor
 * plus an offset below PAGING.anchorStep. Without usable anchors (none built yet for this list and
 * sort, or the list changed too much since) the page is read with an offset from the nearer end (an
 * index scan of at most half the list) and the anchors are built behind the answer. `list` names these
 * rows (table and filters) for the anchors.
 */
export async function pageIds(db: Database, name: string, list: ListPage, { total, estimated }: Total) {
  const start = (list.page - 1) * list.perPage;
  if (estimated) return readIds(list, list.direction, start, list.perPage);
  if (start >= total) return [];
  const end = Math.min(start + list.perPage, total);
  const fromEnd = total - end;
  const fromNearerEnd = async () =>
    start <= fromEnd
      ? readIds(list, list.direction, start, end - start)
      : (await readIds(list, flip(list.direction, true), fromEnd, end - start)).reverse();
  if (start <= PAGING.directRows || fromEnd <= PAGING.directRows) return fromNearerEnd();
  // The same rows in ascending order: positions [a, b).
  const [a, b] = list.direction === 'asc' ? [start, end] : [total - end, total - start];
  const anchor = await anchorBefore(db, name, list, a, total);
  if (!anchor) return fromNearerEnd();
  const ids = await readIds(list, 'asc', a - anchor.position, b - a, anchor.position > 0 ? anchor : undefined);
  return list.direction === 'asc' ? ids : ids.reverse();
}

const keyName = (list: ListPage) => list.key?.name ?? 'id';

/** Where a rebuild that ran after its view answered reports a failure (the server sets its logger). */
export const pagingEvents = {
  rebuildFailed(error: unknown, list: string) {
    process.emitWarning(`page anchors of ${list} not rebuilt: ${String(error)}`);
  },
};

/** Anchor builds running behind the view that found them missing or stale, by list and sort (one at a time each). */
const rebuilding = new Map<string, Promise<void>>();

/** Resolves once every background rebuild started so far has ended (tests, the bench). */
export async function anchorRebuildsSettled() {
  while (rebuilding.size > 0) await Promise.all(rebuilding.values());
}

function rebuildLater(db: Database, name: string, sort: string, list: ListPage, step: number) {
  const at = `${name}|${sort}`;
  if (rebuilding.has(at)) return;
  const done = buildAnchors(db, name, sort, list, step).then(
    () => undefined,
    (error: unknown) => pagingEvents.rebuildFailed(error, at),
  );
  rebuilding.set(
    at,
    done.finally(() => rebuilding.delete(at)),
  );
}

/**
 * The anchor at or before ascending position `position`. Kept anchors are used while current or
 * recent (PAGING.staleMs); older ones while the list's size moved by at most PAGING.staleShare since,
 * with a rebuild started in the background; otherwise (none kept, or the list changed more) there is
 * no anchor to use (null) and they are rebuilt in the background, or first with PAGING.buildFirst.
 */
async function anchorBefore(
  db: Database,
  name: string,
  list: ListPage,
  position: number,
  total: number,
): Promise<Anchor | null> {
  const step = PAGING.anchorStep;
  const index = Math.floor(position / step);
  const sort = keyName(list);
  const { rows } = await sql<{
    key: string | null;
    id: number | null;
    step: number;
    total: number;
    usable: boolean;
  }>`
    select a.keys[${index + 1}::integer] as key, a.ids[${index + 1}::integer] as id, a.step, a.total,
      a.generation = coalesce((select n from list_counts where key = ${list.generation ?? GENERATION_KEY}), 0)
        or a.built_at > now() - make_interval(secs => ${PAGING.staleMs / 1000}) as usable
    from list_anchors a where a.list = ${name} and a.sort = ${sort}`.execute(db);
  const kept = rows[0];
  if (kept && kept.step === step && kept.id !== null) {
    if (kept.usable) return { key: kept.key, id: kept.id, position: index * step };
    if (PAGING.staleShare > 0 && Math.abs(total - kept.total) <= total * PAGING.staleShare) {
      rebuildLater(db, name, sort, list, step);
      return { key: kept.key, id: kept.id, position: index * step };
    }
  }
  if (!PAGING.buildFirst) {
    rebuildLater(db, name, sort, list, step);
    return null;
  }
  const built = await buildAnchors(db, name, sort, list, step);
  const at = Math.min(index, built.ids.length - 1);
  if (at < 0) return { key: null, id: 0, position: 0 };
  return { key: built.keys[at] ?? null, id: built.ids[at]!, position: at * step };
}

/** One ordered pass over the list's index: every step-th row's key, the total, and the generation seen. */
async function buildAnchors(db: Database, name: string, sort: string, list: ListPage, step: number) {
  const { id, key } = list;
  const keyColumn = key ? key.column : id;
  const ordered = list.filtered.select([
    sql<string>`${keyColumn}`.as('k'),
    sql<number>`${id}`.as('id'),
    sql<number>`row_number() over (order by ${keyColumn}, ${id}) - 1`.as('rn'),
  ]);
  const built = await db
    .selectFrom(ordered.as('s'))
    .select([
      sql<string[]>`coalesce(array_agg(s.k::text order by s.rn) filter (where s.rn % ${step} = 0), '{}')`.as('keys'),
      sql<number[]>`coalesce(array_agg(s.id order by s.rn) filter (where s.rn % ${step} = 0), '{}')`.as('ids'),
      sql<string>`count(*)`.as('total'),
      sql<string>`coalesce((select n from list_counts where key = ${list.generation ?? GENERATION_KEY}), 0)`.as(
        'generation',
      ),
    ])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('list_anchors')
    .values({
      list: name,
      sort,
      generation: built.generation,
      total: built.total,
      step,
      keys: built.keys,
      ids: built.ids,
      built_at: sql`now()`,
    })
    .onConflict((oc) =>
      oc.columns(['list', 'sort']).doUpdateSet((eb) => ({
        generation: eb.ref('excluded.generation'),
        total: eb.ref('excluded.total'),
        step: eb.ref('excluded.step'),
        keys: eb.ref('excluded.keys'),
        ids: eb.ref('excluded.ids'),
        built_at: eb.ref('excluded.built_at'),
      })),
    )
    .execute();
  return built;
}

/** The planner's estimate of the rows a query gives (no rows read). */
export async function plannedRows(db: Database, query: { compile(): CompiledQuery }) {
  const compiled = query.compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * The search condition on a search-key column: every word starts a word of the key (see wordPattern).
 * `walk`: for rows read one by one along a sort index, where a regular expression costs several times
 * a LIKE: each word must first occur anywhere (LIKE, a necessary condition), so only those rows are
 * matched against the expression. Through the trigram index the expression alone is cheaper (the
 * LIKE would intersect the same trigrams again).
 */
export function matchesWords(key: RawBuilder<unknown>, words: string[], { walk = false } = {}) {
  const one = (word: string) => {
    const starts = sql`${key} ~ ${wordPattern(word)}`;
    return walk ? sql`(${key} like ${`%${escapeLike(word)}%`} and ${starts})` : starts;
  };
  return sql<SqlBool>`${words.map(one).reduce((a, b) => sql`${a} and ${b}`)}`;
}

/**
 * One page of a searched list, its cost bounded by the search's breadth. The planner estimates the
 * matches first (no rows read). A narrow search (estimated at most PAGING.narrowRows matches) reads
 * every match once through the trigram index, sorts them and counts them exactly, in one statement. A
 * broad one shows the estimate as "about N" (`estimated`) and walks the list in sort order (its index)
 * for the page's matches (as many rows as should hold them, at most PAGING.walkMaxRows); only a page
 * deeper than that, or matches that cluster far along the sort order, read and sort every match.
 */
export async function searchPage(
  db: Database,
  list: ListPage,
  searchKey: RawBuilder<unknown>,
  words: string[],
  /** The number of rows of the unsearched list (kept by the database), to size the walk. */
  listTotal: number,
): Promise<{ ids: number[]; total: Total }> {
  const { id, key, direction, perPage } = list;
  const offset = (list.page - 1) * perPage;
  const matching = list.filtered.where(matchesWords(searchKey, words));
  const estimate = await plannedRows(db, matching.select(sql`${id}`.as('id')));
  const order = (column: RawBuilder<unknown>) => sql`${column} ${dirSql(direction)}`;
  // Every match, found through the trigram index (a subquery the planner keeps apart, OFFSET 0, so
  // that it cannot walk the sort index instead), sorted; counted too when the total is to be exact
  // (a window over every match costs a fifth more, so an estimated total leaves it out).
  const everyMatch = (counted: boolean) =>
    db
      .selectFrom(
        matching
          .select([sql<number>`${id}`.as('m_id'), sql`${key ? key.column : id}`.as('m_key')])
          .offset(0)
          .as('m'),
      )
      .select('m.m_id as id')
      .$if(counted, (qb) => qb.select(sql<number>`count(*) over ()`.as('total')))
      .orderBy(order(sql`m.m_key`))
      .orderBy(order(sql`m.m_id`))
      .limit(perPage)
      .offset(offset)
      .execute();
  if (estimate <= PAGING.narrowRows) {
    const rows = await everyMatch(true);
    const total = rows.length
      ? Number(rows[0]!.total)
      : offset === 0
        ? 0
        : (await boundedCount(db, matching.select(sql`${id}`.as('id')))).total;
    return { ids: rows.map((row) => row.id), total: { total, estimated: false } };
  }
  const total = { total: estimate, estimated: true };
  // Enough rows to hold the page's matches one and a half times over, were they spread evenly; then,
  // should they cluster elsewhere, the longest walk allowed. A walk much longer than the matches are
  // many costs more than reading every match, so it is left out (PAGING.walkPerMatch).
  const evenly = Math.max(PAGING.walkRows, Math.ceil((1.5 * (offset + perPage) * listTotal) / estimate));
  const walks = (evenly < PAGING.walkMaxRows ? [evenly, PAGING.walkMaxRows] : []).filter(
    (rows) => rows < PAGING.walkPerMatch * estimate,
  );
  for (const walkRows of walks) {
    // Walk the list's first rows in index order, keeping the matches.
    let walk = list.filtered.select([sql<number>`${id}`.as('id'), sql`${searchKey}`.as('w_search')]);
    if (key) walk = walk.select(sql`${key.column}`.as('w_key')).orderBy(order(key.column));
    walk = walk.orderBy(order(id)).limit(walkRows);
    let found = db
      .selectFrom(walk.as('w'))
      .select('w.id')
      .where(matchesWords(sql`w.w_search`, words, { walk: true }));
    if (key) found = found.orderBy(order(sql`w.w_key`));
    const rows = await found
      .orderBy(order(sql`w.id`))
      .limit(perPage)
      .offset(offset)
      .execute();
    if (rows.length === perPage) return { ids: rows.map((row: { id: number }) => row.id), total };
  }
  return { ids: (await everyMatch(false)).map((row) => row.id), total };
}
