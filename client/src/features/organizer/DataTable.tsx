import { Box } from '@chakra-ui/react/box';
import { useBreakpointValue } from '@chakra-ui/react/hooks';
import { chakra } from '@chakra-ui/react/styled-system';
import { Table } from '@chakra-ui/react/table';
import { flexRender, type RowData, type Table as TanStackTable } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from './icons';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Lets long text (names) wrap instead of widening the table. */
    wrap?: boolean;
    /** A narrow centred column (ticks): its header may wrap. */
    compact?: boolean;
    /** Row actions: always shown, on phones too. */
    isActions?: boolean;
    /** The row's identifying column: on phones the only data column shown, with the others stacked under it. */
    primary?: boolean;
  }
}

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    rounded: 'sm',
    whiteSpace: 'inherit',
    textAlign: 'inherit',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

interface DataTableProps<TRow> {
  /** A TanStack table (useReactTable): columns, rows, sorting, paging. */
  table: TanStackTable<TRow>;
  /** The table's accessible name. */
  label: string;
  /** On phones, keep only the selection, the identifying column and the actions, the rest stacked under it. */
  stackOnPhones?: boolean;
  'data-testid'?: string;
}

/**
 * A TanStack table drawn with Chakra's Table. Sortable headers are buttons and say their order
 * (aria-sort). With `stackOnPhones`, on phones (as the admin lists do) a row keeps its selection box, its identifying
 * column and its actions; the other columns are listed under the identifying cell, so no row needs
 * sideways scrolling. A table still wider than its box scrolls inside it, never the page.
 */
export function DataTable<TRow>({ table, label, stackOnPhones = false, ...rest }: DataTableProps<TRow>) {
  const leaves = table.getAllLeafColumns();
  const isPhone = (useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false) && stackOnPhones;
  const primaryId =
    leaves.find((c) => c.columnDef.meta?.primary)?.id ??
    leaves.find((c) => c.id !== 'select' && !c.columnDef.meta?.isActions)?.id;
  const phoneHidden = (columnId: string) => {
    if (!stackOnPhones) return false;
    const column = leaves.find((c) => c.id === columnId);
    return columnId !== primaryId && columnId !== 'select' && !column?.columnDef.meta?.isActions;
  };
  const headerOf = (columnId: string) => table.getFlatHeaders().find((h) => h.column.id === columnId);

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
      <Table.Root size="sm" aria-label={label} interactive>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id} bg="bg.subtle">
              {group.headers.map((header) => {
                const direction = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                const canSort = header.column.getCanSort();
                const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
                const meta = header.column.columnDef.meta;
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    whiteSpace={meta?.compact ? 'normal' : 'nowrap'}
                    textAlign={meta?.compact ? 'center' : undefined}
                    display={phoneHidden(header.column.id) ? { base: 'none', md: 'table-cell' } : undefined}
                    color="fg.muted"
                    aria-sort={canSort ? ariaSort : undefined}
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
        <Table.Body>
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
                    display={phoneHidden(cell.column.id) ? { base: 'none', md: 'table-cell' } : undefined}
                    textAlign={meta?.compact ? 'center' : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    {isPrimary && isPhone && (
                      <Box as="dl" mt="1.5" fontSize="xs" data-part="phone-details">
                        {row
                          .getVisibleCells()
                          .filter((other) => phoneHidden(other.column.id))
                          .map((other) => {
                            const header = headerOf(other.column.id);
                            return (
                              <Box key={other.id} display="flex" flexWrap="wrap" columnGap="1" alignItems="baseline">
                                <Box as="dt" color="fg.muted" flexShrink={0}>
                                  {header && flexRender(header.column.columnDef.header, header.getContext())}:
                                </Box>
                                <Box as="dd" minW="0" overflowWrap="anywhere">
                                  {flexRender(other.column.columnDef.cell, other.getContext())}
                                </Box>
                              </Box>
                            );
                          })}
                      </Box>
                    )}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
