import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { type ListPage, type Total, boundedCount, orderTerm, pageWindow } from './paging';

/**
 * The ids of one page of a list narrowed by a filter that has no kept count and no page anchors (one
 * per combination would be too many): counted exactly up to a bound, then read by offset in sort order
 * from the nearer end. The filter's own index keeps it cheap (docs/performance.md).
 */
export async function filteredPageIds(
  db: Database,
  list: ListPage,
  /** Counted exactly up to this many (CATEGORY_COUNT_LIMIT for a category filter). */
  countLimit?: number,
): Promise<{ ids: number[]; total: Total }> {
  const total = await boundedCount(db, list.filtered.select(sql`${list.id}`.as('id')), countLimit);
  const window = pageWindow(list.page, list.perPage, total);
  if (!window) return { ids: [], total };
  const rows = await list.filtered
    .select(sql<number>`${list.id}`.as('id'))
    .orderBy(orderTerm(list.key ? list.key.column : list.id, list.direction, window.reverse))
    .orderBy(orderTerm(list.id, list.direction, window.reverse))
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const ids = rows.map((row) => (row as { id: number }).id);
  if (window.reverse) ids.reverse();
  return { ids, total };
}
