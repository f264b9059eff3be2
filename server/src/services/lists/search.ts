import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { toSearchKey } from '@ctf/shared/transliteration';
import type { Database } from '../../db/database';
import { type ListPage, PAGING, type Total, boundedCount, dirSql, plannedRows } from './paging';

// People search (docs/decisions.md, "Search keys (people)"): users, competitors, registrations and
// finalists are found through one indexed search key each, lower-case Latin without diacritics.

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
 * may start anywhere. Answered from the key's trigram index.
 */
export function wordPattern(word: string): string {
  const escaped = word.replace(/[\\^$.|?*+()[\]{}-]/g, (c) => `\\${c}`);
  return /^[\p{L}\p{N}]/u.test(word) ? `(^|${WORD_BREAK})${escaped}` : escaped;
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

export interface SearchedList {
  list: ListPage;
  /** The rows' search-key column. */
  searchKey: RawBuilder<unknown>;
  words: string[];
  /** The number of rows of the unsearched list (kept by the database), to size the walk. */
  listTotal: number;
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
  { list, searchKey, words, listTotal }: SearchedList,
): Promise<{ ids: number[]; total: Total }> {
  const { id, key, direction, perPage } = list;
  const offset = (list.page - 1) * perPage;
  const matching = list.filtered.where(matchesWords(searchKey, words));
  const estimate = await plannedRows(db, matching.select(sql`${id}`.as('id')));
  const order = (column: RawBuilder<unknown>) => sql`${column} ${dirSql(direction)}`;
  // Every match, found through the trigram index (a subquery the planner keeps apart, OFFSET 0, so
  // that it cannot walk the sort index instead), sorted; counted too when the total is to be exact
  // (a window over every match costs noticeably more, so an estimated total leaves it out).
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
