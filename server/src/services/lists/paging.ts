import { CompiledQuery, type Expression, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { PagedResult } from '@ctf/shared/schemas/admin';
import type { Database } from '../../db/database';

/**
 * How the big lists are paged and searched (docs/decisions.md, "Page anchors" and "Search keys
 * (people)"). One object, so that tests can move its limits to small lists.
 */
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
   * Off in the server, where a view never waits for a build; tests that must take the anchor path turn it on.
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
   * costs a fraction of a match read through the trigram index (the walk reads the sort index in order
   * and checks each row with a LIKE first, see matchesWords; each match costs a table page), and the
   * planner underestimates trigram searches. So a walk that fails costs at most about as much again as
   * reading every match.
   */
  walkPerMatch: 3,
};

/** Above this many matching rows a search's total is the planner's estimate (shown as "about"). */
export const EXACT_COUNT_LIMIT = 10_000;
/**
 * A list filtered by a season's category is counted exactly up to this many: the category's rule is
 * checked per row through the person's application, and counting 10,000 took up to 70 ms at national
 * scale (1,000: 5 ms). Above it the total is the planner's estimate ("page X of about Y").
 */
export const CATEGORY_COUNT_LIMIT = 1_000;

export interface Total {
  total: number;
  estimated: boolean;
}

/** `{ data, meta }` for one page; a page past the end is simply empty. */
export function paged<T>(
  data: T[],
  { total, estimated }: Total,
  { page, per_page }: { page: number; per_page: number },
): PagedResult<T> {
  return {
    data,
    meta: {
      total,
      page,
      per_page,
      page_count: Math.max(1, Math.ceil(total / per_page)),
      ...(estimated ? { estimated: true } : {}),
    },
  };
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

/** The planner's estimate of the rows a query gives (no rows read). */
export async function plannedRows(db: Database, query: { compile(): CompiledQuery }) {
  const compiled = query.compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * The number of rows a filtered query gives: counted exactly up to EXACT_COUNT_LIMIT, above that
 * the planner's estimate (never below the limit), so a broad search never counts a million rows.
 */
export async function boundedCount(
  db: Database,
  query: { compile(): CompiledQuery },
  limit: number = EXACT_COUNT_LIMIT,
): Promise<Total> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<{ n: number }>(
    CompiledQuery.raw(`select count(*)::int as n from (${compiled.sql} limit ${limit + 1}) as matching`, [
      ...compiled.parameters,
    ]),
  );
  const n = rows[0]?.n ?? 0;
  if (n <= limit) return { total: n, estimated: false };
  return { total: Math.max(limit + 1, await plannedRows(db, query)), estimated: true };
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
export const dirSql = (direction: Direction) => (direction === 'asc' ? sql`asc` : sql`desc`);

/** An ORDER BY term; NULLS LAST in the list's order, so NULLS FIRST when read backwards. */
export function orderTerm(expression: Expression<unknown>, direction: Direction, reverse: boolean, nullsLast = false) {
  const dir = dirSql(flip(direction, reverse));
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

/** A list's sort key: a stored column with its own index (so a page is read from the index alone). */
export interface SortKey {
  /** Names the sort in the anchors' table. */
  name: string;
  column: RawBuilder<unknown>;
  /** How an anchor's key (kept as text) is read back for comparison with the column. */
  type: 'integer' | 'text' | 'sr' | 'timestamptz' | 'boolean';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;

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
