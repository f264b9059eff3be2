import { CompiledQuery, type Expression, sql } from 'kysely';
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

/** A LIKE pattern matching `text` anywhere, with % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a search, as search keys (lower-case Latin without diacritics). */
export function searchWords(search: string): string[] {
  return toSearchKey(search).split(' ').filter(Boolean);
}

/**
 * LIKE patterns (any one matches) for one search word against a search-key column, answerable from its
 * trigram index: a word of three letters or more matches anywhere; a shorter one (no trigram inside
 * it) matches the start of a word.
 */
export function wordPatterns(word: string): string[] {
  const escaped = escapeLike(word);
  return word.length >= 3 ? [`%${escaped}%`] : [`${escaped}%`, `% ${escaped}%`];
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
export function inOrderOf<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}
