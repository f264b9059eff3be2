import type { Database } from '../../db/database';
import type { Expression, RawBuilder, SqlBool } from 'kysely';
import { pageIds } from './anchors';
import { filteredPageIds } from './filtered-page';
import { CATEGORY_COUNT_LIMIT, type ListPage, type Total } from './paging';
import { searchPage, searchWords } from './search';

export interface KeptList {
  /** Names these rows for the page anchors: every filter must be in it. */
  name: string;
  list: ListPage;
  /** The list's total, kept by the database (or counted when a filter has no kept count). */
  kept: Total;
  search: string;
  /** The rows' search-key column. */
  searchKey: RawBuilder<unknown>;
}

/** The ids of one page of a list: the search's matches when words were typed, else paged from its anchors. */
export async function listPageIds(
  db: Database,
  { name, list, kept, search, searchKey }: KeptList,
): Promise<{ ids: number[]; total: Total }> {
  const words = searchWords(search);
  if (words.length) return searchPage(db, { list, searchKey, words, listTotal: kept.total });
  return { ids: await pageIds(db, name, list, kept), total: kept };
}

/**
 * The ids of one page of a list a category filter may narrow: with the filter and no search words
 * there is no kept count or anchors for it, so it is counted (up to a bound) and paged by offset.
 */
export function categoryListPageIds(db: Database, kept: KeptList, inCategory: Expression<SqlBool> | undefined) {
  return inCategory && searchWords(kept.search).length === 0
    ? filteredPageIds(db, kept.list, CATEGORY_COUNT_LIMIT)
    : listPageIds(db, kept);
}
