import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Table } from '@chakra-ui/react/table';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from '../icons';
import type { SortDirection } from '../list/list-params';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Lets long text (names) wrap instead of widening the table. */
    wrap?: boolean;
    /** Row actions: kept in view at the right edge while a wide table scrolls (from md up). */
    isActions?: boolean;
  }
}

export interface TableSorting<TSort extends string> {
  sort: TSort;
  direction: SortDirection;
  onSort: (sort: TSort, direction: SortDirection) => void;
}

interface DataTableProps<TRow, TSort extends string> {
  /** The table's accessible name. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type takes any value type
  columns: ColumnDef<TRow, any>[];
  data: TRow[];
  getRowId: (row: TRow) => string;
  /** Sorted on the server; the sortable columns are those whose id is a sort key. */
  sorting?: TableSorting<TSort>;
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

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    rounded: 'sm',
    whiteSpace: 'nowrap',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

/**
 * A TanStack table (headless: columns, rows, sort state) drawn with Chakra's Table. Paging and
 * sorting happen on the server, so the table only reports a click on a header. Wide tables scroll
 * sideways inside their own box, never the page.
 */
export function DataTable<TRow, TSort extends string = never>({
  label,
  columns,
  data,
  getRowId,
  sorting,
  isFetching = false,
  ...rest
}: DataTableProps<TRow, TSort>) {
  const { t } = useTranslation();
  const sortingState: SortingState = sorting ? [{ id: sorting.sort, desc: sorting.direction === 'desc' }] : [];

  const onSortingChange = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === 'function' ? updater(sortingState) : updater;
    if (sorting && next) sorting.onSort(next.id as TSort, next.desc ? 'desc' : 'asc');
  };

  // The React Compiler leaves this component alone: TanStack's table object is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: Boolean(sorting),
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting: sortingState },
    onSortingChange,
  });

  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      maxW="full"
      data-testid={rest['data-testid']}
    >
      <Table.Root size="sm" aria-label={label} aria-busy={isFetching || undefined} interactive>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.subtle">
              {group.headers.map((header) => {
                const direction = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                const canSort = Boolean(sorting) && header.column.getCanSort();
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    whiteSpace="nowrap"
                    color="fg.muted"
                    {...(header.column.columnDef.meta?.isActions ? pinnedEnd('bg.subtle') : {})}
                    aria-sort={
                      canSort
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {canSort ? (
                      <SortButton type="button" onClick={header.column.getToggleSortingHandler()}>
                        {title}
                        <Box as="span" aria-hidden="true" color={direction ? 'brand.fg' : 'fg.subtle'}>
                          {direction === 'asc' ? (
                            <ArrowUpIcon />
                          ) : direction === 'desc' ? (
                            <ArrowDownIcon />
                          ) : (
                            <ArrowUpDownIcon />
                          )}
                        </Box>
                      </SortButton>
                    ) : (
                      title
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body opacity={isFetching ? 0.6 : 1} transition="opacity 0.15s">
          {table.getRowModel().rows.map((row) => (
            <Table.Row key={row.id} data-row-id={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Cell
                  key={cell.id}
                  whiteSpace={cell.column.columnDef.meta?.wrap ? 'normal' : 'nowrap'}
                  minW={cell.column.columnDef.meta?.wrap ? '40' : undefined}
                  {...(cell.column.columnDef.meta?.isActions ? pinnedEnd('bg.panel') : {})}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {isFetching && (
        <Box srOnly role="status">
          {t('admin.table.loading')}
        </Box>
      )}
    </Table.ScrollArea>
  );
}
