import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';
import { SearchListToolbar } from './ListToolbar';
import { PageSizeSelect } from './PageSizeSelect';
import { Pagination } from './Pagination';
import { TotalCount } from './TotalCount';
import type { useListParams } from './use-list-params';
import { usePageInRange } from './use-page-in-range';

interface ClientListProps<TRow, TSort extends string> extends Omit<
  DataTableProps<TRow, TSort>,
  'data' | 'sorting' | 'paging'
> {
  /** The list's state in the address (useListParams). */
  params: ReturnType<typeof useListParams<TSort>>;
  pageSizes: readonly number[];
  /** The rows the search and the filters let through, in the list's own order. */
  rows: TRow[];
  /** Shown instead of the table when no row is left. */
  empty: ReactNode;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The toolbar's filters, before the page size. */
  filters?: ReactNode;
  /** The list's own words for its total (TotalCount). */
  totalText?: (total: number, estimated: boolean) => string;
  /** The list's own order that no header shows (TableSorting). */
  unsorted?: TSort;
}

/**
 * A small list sent whole and searched, filtered, sorted and paged in the browser, its state in the
 * address: ServerList's toolbar and table in the table's client mode. The pager shows only when
 * there is more than one page; a page past the end moves to the last page.
 */
export function ClientList<TRow, TSort extends string>({
  params,
  pageSizes,
  rows,
  empty,
  searchLabel,
  searchPlaceholder,
  filters,
  totalText,
  unsorted,
  ...table
}: ClientListProps<TRow, TSort>) {
  const pageCount = Math.max(1, Math.ceil(rows.length / params.perPage));
  usePageInRange(params.page, pageCount, params.replacePage);
  return (
    <>
      <SearchListToolbar params={params} label={searchLabel} placeholder={searchPlaceholder}>
        {filters}
        <PageSizeSelect value={params.perPage} sizes={pageSizes} onChange={params.setPerPage} />
        <TotalCount total={rows.length} text={totalText} />
      </SearchListToolbar>
      {rows.length === 0 ? (
        empty
      ) : (
        <DataTable
          {...table}
          data={rows}
          sorting={{ sort: params.sort, direction: params.direction, onSort: params.setSort, unsorted }}
          paging={{ page: params.page, perPage: params.perPage }}
        />
      )}
      {pageCount > 1 && <Pagination page={params.page} pageCount={pageCount} onPageChange={params.setPage} />}
    </>
  );
}
