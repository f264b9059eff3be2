import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from './DataTable';
import { SearchListToolbar } from './ListToolbar';
import { PageSizeSelect } from './PageSizeSelect';
import { Pagination } from './Pagination';
import { TotalCount } from './TotalCount';
import type { useListParams } from './use-list-params';
import { usePageInRange } from './use-page-in-range';

/** What a paged list answer says besides its rows. */
export interface ListMeta {
  total: number;
  page_count: number;
  /** A search matching very many rows: the total and the page count are estimates. */
  estimated?: boolean;
}

/** The part of a list query (react-query) the list reads. */
export interface ListQuery<TRow> {
  /** The page of rows and its meta; undefined until the first page arrives. */
  data?: { data: TRow[]; meta: ListMeta };
  /** A newer page is on its way: the rows shown are the previous ones. */
  isPlaceholderData?: boolean;
}

interface ServerListProps<TRow, TSort extends string> {
  /** The list's state in the address (useListParams). */
  params: ReturnType<typeof useListParams<TSort>>;
  pageSizes: readonly number[];
  query: ListQuery<TRow>;
  /** Shown instead of the table (loading the first page, or why it failed). */
  placeholder?: ReactNode;
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The toolbar's filters, before the page size. */
  filters?: ReactNode;
  /** After the total (exports). */
  actions?: ReactNode;
  /** Between the toolbar and the table (a bulk-action bar). */
  above?: ReactNode;
  /** The list's own words for its total (TotalCount). */
  totalText?: (total: number, estimated: boolean) => string;
  /** The table's accessible name. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type takes any value type
  columns: ColumnDef<TRow, any>[];
  getRowId: (row: TRow, index: number) => string;
  /** Headers sort the list (the default); false for a list in one fixed order. */
  isSortable?: boolean;
  /** The list's default order that no header shows (TableSorting). */
  unsorted?: TSort;
  'data-testid'?: string;
}

/**
 * A list paged, searched, sorted and filtered on the server, its state in the address: the toolbar
 * (search, filters, page size, total), the table (or what to say when there are no rows) and the
 * pager. A page past the end moves to the last page.
 */
export function ServerList<TRow, TSort extends string>({
  params,
  pageSizes,
  query,
  placeholder,
  empty,
  searchLabel,
  searchPlaceholder,
  filters,
  actions,
  above,
  totalText,
  isSortable = true,
  unsorted,
  ...table
}: ServerListProps<TRow, TSort>) {
  const rows = query.data?.data;
  const meta = query.data?.meta;
  usePageInRange(params.page, meta?.page_count, params.replacePage);
  return (
    <>
      <SearchListToolbar params={params} label={searchLabel} placeholder={searchPlaceholder}>
        {filters}
        <PageSizeSelect value={params.perPage} sizes={pageSizes} onChange={params.setPerPage} />
        <TotalCount total={meta?.total} estimated={meta?.estimated} text={totalText} />
        {actions}
      </SearchListToolbar>
      {above}
      {placeholder ??
        (rows === undefined || rows.length === 0 ? (
          empty
        ) : (
          <DataTable
            {...table}
            data={rows}
            sorting={
              isSortable
                ? { sort: params.sort, direction: params.direction, onSort: params.setSort, unsorted }
                : undefined
            }
            isFetching={query.isPlaceholderData ?? false}
          />
        ))}
      <Pagination
        page={params.page}
        pageCount={meta?.page_count ?? 1}
        estimated={meta?.estimated}
        onPageChange={params.setPage}
      />
    </>
  );
}
