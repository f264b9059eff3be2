import { useSearchParams } from '../../lib/use-search-params';
import { changeListParams, readListParams, withFilter, type ListParamsConfig, type SortDirection } from './list-params';

/**
 * Page, page size, search, sort and filters of a list, kept in the query string: a list can be
 * shared as a link, and the back button steps through pages. Typing a search replaces the entry
 * instead of adding one per pause.
 */
export function useListParams<TSort extends string>(config: ListParamsConfig<TSort>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams, config);

  const filter = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const value = searchParams.get(name);
    return allowed.find((option) => option === value);
  };
  const update = (changes: Partial<typeof params>, replace = false) =>
    setSearchParams((current) => changeListParams(current, changes, config), { replace });

  return {
    ...params,
    /** The list's state as the server's list procedures take it. */
    input: {
      page: params.page,
      per_page: params.perPage,
      search: params.search,
      sort: params.sort,
      direction: params.direction,
    },
    setPage: (page: number) => update({ page }),
    /** A new page size starts again at page 1 (spec: users list). */
    setPerPage: (perPage: number) => update({ perPage, page: 1 }),
    setSearch: (search: string) => update({ search, page: 1 }, true),
    setSort: (sort: TSort, direction: SortDirection) => update({ sort, direction, page: 1 }),
    /** Corrects a page past the end (after deletions elsewhere) without a history entry. */
    replacePage: (page: number) => update({ page }, true),
    /** A filter's value in the address when it is one the list allows; otherwise none. */
    filter,
    /**
     * The select filters in the address that the list allows, by name, as its procedure takes them:
     * one absent or not allowed is left out.
     */
    choiceFilters: <T extends Record<string, readonly string[]>>(allowed: T) =>
      Object.fromEntries(
        Object.entries(allowed).flatMap(([name, values]) => {
          const value = filter(name, values);
          return value === undefined ? [] : [[name, value]];
        }),
      ) as { [K in keyof T]?: T[K][number] },
    /** A free filter (text, a day) as the address has it; '' when absent. */
    rawFilter: (name: string) => searchParams.get(name) ?? '',
    setFilter: (name: string, value: string) => setSearchParams((current) => withFilter(current, name, value)),
  };
}
