import { Box } from '@chakra-ui/react/box';
import { useBreakpointValue } from '@chakra-ui/react/hooks';
import { Table } from '@/components/ui/recipes/table';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import './column-meta';
import type { SortDirection } from './list-params';
import { PhoneDetails } from './PhoneDetails';
import { SortHeader, ariaSortOf } from './SortHeader';

export interface TableSorting<TSort extends string> {
  sort: TSort;
  direction: SortDirection;
  onSort: (sort: TSort, direction: SortDirection) => void;
  /**
   * The list's own order that no header shows (a list sorted by something it has no column for):
   * then a third click on a header goes back to it.
   */
  unsorted?: TSort;
}

export interface DataTableProps<TRow, TSort extends string> {
  /** The table's accessible name. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type takes any value type
  columns: ColumnDef<TRow, any>[];
  /** Server mode: one page of rows, in the server's order. Client mode: the whole list. */
  data: TRow[];
  getRowId: (row: TRow, index: number) => string;
  /** Sortable columns are those TanStack can sort (accessor columns without `enableSorting: false`). */
  sorting?: TableSorting<TSort>;
  /**
   * Client mode (a small list sent whole): the table sorts the rows here and shows this page of them.
   * Without it the table is in server mode: the rows are one page and a header click only reports
   * the new order.
   */
  paging?: { page: number; perPage: number };
  /** A newer page is on its way: the rows shown are the previous ones. */
  isFetching?: boolean;
  'data-testid'?: string;
}

/** A column pinned to the end of a scrolling table (not on phones, where it would take the whole width). */
const pinnedEnd = (bg: string) =>
  ({
    position: { base: 'static', md: 'sticky' },
    insetEnd: '0',
    zIndex: '1',
    bg,
    boxShadow: { md: 'inset 1px 0 0 var(--chakra-colors-border-muted)' },
  }) as const;

/**
 * The one table of the admin and organizer areas: TanStack Table (headless: columns, rows, sort
 * state) drawn with Chakra's Table. Sortable headers are buttons and say their order (aria-sort).
 * On phones a row keeps its selection box, its identifying column and its actions; the other
 * columns are listed under the identifying cell. A table still wider than its box scrolls inside
 * it, never the page.
 */
export function DataTable<TRow, TSort extends string = never>({
  label,
  columns,
  data,
  getRowId,
  sorting,
  paging,
  isFetching = false,
  ...rest
}: DataTableProps<TRow, TSort>) {
  const { t } = useTranslation();
  const sortingState: SortingState =
    !sorting || sorting.sort === sorting.unsorted ? [] : [{ id: sorting.sort, desc: sorting.direction === 'desc' }];

  const onSortingChange = (updater: Updater<SortingState>) => {
    if (!sorting) return;
    const [next] = typeof updater === 'function' ? updater(sortingState) : updater;
    if (next) sorting.onSort(next.id as TSort, next.desc ? 'desc' : 'asc');
    else if (sorting.unsorted !== undefined) sorting.onSort(sorting.unsorted, 'asc');
  };

  // The React Compiler leaves this component alone: TanStack's table object is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    ...(paging
      ? {
          getSortedRowModel: getSortedRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
          autoResetPageIndex: false,
        }
      : { manualPagination: true, manualSorting: true }),
    enableSorting: Boolean(sorting),
    enableSortingRemoval: sorting?.unsorted !== undefined,
    sortDescFirst: false,
    state: {
      sorting: sortingState,
      ...(paging ? { pagination: { pageIndex: paging.page - 1, pageSize: paging.perPage } } : {}),
    },
    onSortingChange,
  });

  const leaves = table.getAllLeafColumns();
  const isPhone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const primaryId =
    leaves.find((c) => c.columnDef.meta?.primary)?.id ??
    leaves.find((c) => c.id !== 'select' && c.id !== 'id' && !c.columnDef.meta?.isActions)?.id;
  const isPhoneHidden = (columnId: string) => {
    const column = leaves.find((c) => c.id === columnId);
    return columnId !== primaryId && columnId !== 'select' && !column?.columnDef.meta?.isActions;
  };
  const phoneDisplay = (columnId: string) =>
    isPhoneHidden(columnId) ? ({ base: 'none', md: 'table-cell' } as const) : undefined;

  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      maxW="full"
      // A table wider than its box scrolls here: keyboard users reach it with Tab and scroll it with
      // the arrow keys (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={rest['data-testid']}
    >
      <Table.Root size="sm" aria-label={label} aria-busy={isFetching || undefined} interactive>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.subtle">
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    whiteSpace={meta?.compact ? 'normal' : 'nowrap'}
                    textAlign={meta?.compact ? 'center' : undefined}
                    color="fg.muted"
                    display={phoneDisplay(header.column.id)}
                    {...(meta?.isActions ? pinnedEnd('bg.subtle') : {})}
                    aria-sort={ariaSortOf(header)}
                  >
                    <SortHeader header={header} />
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body opacity={isFetching ? 0.6 : 1} transition="opacity 0.15s">
          {table.getRowModel().rows.map((row) => (
            <Table.Row key={row.id} data-row-id={row.id}>
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const isPrimary = cell.column.id === primaryId;
                return (
                  <Table.Cell
                    key={cell.id}
                    whiteSpace={
                      meta?.wrap ? 'normal' : isPrimary || meta?.isActions ? { base: 'normal', md: 'nowrap' } : 'nowrap'
                    }
                    minW={meta?.wrap ? { base: 'auto', md: '40' } : undefined}
                    textAlign={meta?.compact ? 'center' : undefined}
                    display={phoneDisplay(cell.column.id)}
                    {...(meta?.isActions ? pinnedEnd('bg.panel') : {})}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    {isPrimary && isPhone && <PhoneDetails table={table} row={row} isHidden={isPhoneHidden} />}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {isFetching && (
        <Box srOnly role="status">
          {t('dataTable.loading')}
        </Box>
      )}
    </Table.ScrollArea>
  );
}
