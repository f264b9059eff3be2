import { DEFAULT_PAGE_SIZE } from '@ctf/shared/schemas/admin';

export type SortDirection = 'asc' | 'desc';

export interface ListParamsConfig<TSort extends string> {
  pageSizes: readonly number[];
  sorts: readonly TSort[];
  defaultSort: TSort;
  defaultDirection?: SortDirection;
}

export interface ListParams<TSort extends string> {
  page: number;
  perPage: number;
  search: string;
  sort: TSort;
  direction: SortDirection;
}

/** The longest search the server takes (shared/src/schemas/admin.ts). */
const SEARCH_MAX_LENGTH = 100;

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/**
 * A list's state as the address bar holds it (?page=2&per_page=25&search=…&sort=name&direction=desc).
 * Anything missing or not allowed reads as the default, so a hand-edited link never breaks the page.
 */
export function readListParams<TSort extends string>(
  params: URLSearchParams,
  config: ListParamsConfig<TSort>,
): ListParams<TSort> {
  const perPage = positiveInteger(params.get('per_page'));
  const sort = params.get('sort');
  const direction = params.get('direction');
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    perPage: perPage !== undefined && config.pageSizes.includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: config.sorts.find((allowed) => allowed === sort) ?? config.defaultSort,
    direction: direction === 'asc' || direction === 'desc' ? direction : (config.defaultDirection ?? 'asc'),
  };
}

/** The query string after a change; an empty search and the default sort are left out. */
export function writeListParams<TSort extends string>(
  current: URLSearchParams,
  next: ListParams<TSort>,
  config: ListParamsConfig<TSort>,
): URLSearchParams {
  const params = new URLSearchParams(current);
  params.set('page', String(next.page));
  params.set('per_page', String(next.perPage));
  if (next.search) params.set('search', next.search);
  else params.delete('search');
  const isDefaultSort = next.sort === config.defaultSort && next.direction === (config.defaultDirection ?? 'asc');
  if (config.sorts.length > 1 && !isDefaultSort) {
    params.set('sort', next.sort);
    params.set('direction', next.direction);
  } else {
    params.delete('sort');
    params.delete('direction');
  }
  return params;
}

/**
 * A change applied to the address as it is now (not as the last render read it), so two changes in
 * a row (a page size, then a page) both hold; a new page size starts again at page 1.
 */
export function changeListParams<TSort extends string>(
  current: URLSearchParams,
  changes: Partial<ListParams<TSort>>,
  config: ListParamsConfig<TSort>,
): URLSearchParams {
  const before = readListParams(current, config);
  const next = { ...before, ...changes };
  if (next.perPage !== before.perPage) next.page = 1;
  return writeListParams(current, next, config);
}

/** The query string with one filter set (or cleared by ''); a filter change starts again at page 1. */
export function withFilter(current: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}
