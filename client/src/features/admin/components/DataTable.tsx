import { Box } from '@chakra-ui/react/box';
import { useBreakpointValue } from '@chakra-ui/react/hooks';
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
    /** The row's identifying column: on phones the only data column shown, with the others stacked under it. */
    primary?: boolean;
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

  // On phones the table keeps the selection, the identifying column and the actions; the other columns are
  // listed under the identifying cell, so no row needs sideways scrolling.
  const leaves = table.getAllLeafColumns();
  const isPhone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const primaryId =
    leaves.find((c) => c.columnDef.meta?.primary)?.id ??
    leaves.find((c) => c.id !== 'select' && c.id !== 'id' && !c.columnDef.meta?.isActions)?.id;
  const phoneHidden = (columnId: string) => {
    const column = leaves.find((c) => c.id === columnId);
    return columnId !== primaryId && columnId !== 'select' && !column?.columnDef.meta?.isActions;
  };

  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      maxW="full"
      // A table wider than the screen scrolls sideways here: keyboard users reach it with Tab and
      // scroll it with the arrow keys (axe: scrollable-region-focusable).
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
                const direction = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                const canSort = Boolean(sorting) && header.column.getCanSort();
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    whiteSpace="nowrap"
                    color="fg.muted"
                    display={phoneHidden(header.column.id) ? { base: 'none', md: 'table-cell' } : undefined}
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
                    display={phoneHidden(cell.column.id) ? { base: 'none', md: 'table-cell' } : undefined}
                    {...(meta?.isActions ? pinnedEnd('bg.panel') : {})}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    {isPrimary && isPhone && (
                      <Box
                        as="dl"
                        display={{ base: 'block', md: 'none' }}
                        mt="1"
                        fontSize="xs"
                        data-part="phone-details"
                      >
                        {row
                          .getVisibleCells()
                          .filter(
                            (other) =>
                              phoneHidden(other.column.id) && typeof other.column.columnDef.header === 'string',
                          )
                          .map((other) => (
                            <Box key={other.id} display="flex" gap="1" flexWrap="wrap">
                              <Box as="dt" color="fg.muted">
                                {other.column.columnDef.header as string}:
                              </Box>
                              <Box as="dd" overflowWrap="anywhere">
                                {flexRender(other.column.columnDef.cell, other.getContext())}
                              </Box>
                            </Box>
                          ))}
                      </Box>
                    )}
                  </Table.Cell>
                );
              })}
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
