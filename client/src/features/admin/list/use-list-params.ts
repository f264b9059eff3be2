import { useSearchParams } from '../../../lib/use-search-params';
import { readListParams, writeListParams, type ListParamsConfig, type SortDirection } from './list-params';

/**
 * Page, page size, search and sort of a list, kept in the query string: a list can be shared as a
 * link, and the back button steps through pages. Typing a search replaces the entry instead of
 * adding one per pause.
 */
export function useListParams<TSort extends string>(config: ListParamsConfig<TSort>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams, config);

  const update = (changes: Partial<typeof params>, replace = false) =>
    setSearchParams((current) => writeListParams(current, { ...params, ...changes }, config), { replace });

  return {
    ...params,
    setPage: (page: number) => update({ page }),
    /** A new page size starts again at page 1 (spec: users list). */
    setPerPage: (perPage: number) => update({ perPage, page: 1 }),
    setSearch: (search: string) => update({ search, page: 1 }, true),
    setSort: (sort: TSort, direction: SortDirection) => update({ sort, direction, page: 1 }),
    /** Corrects a page past the end (after deletions elsewhere) without a history entry. */
    replacePage: (page: number) => update({ page }, true),
  };
}
