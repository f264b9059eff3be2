import { Box } from '@chakra-ui/react/box';
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
  'data-testid'?: string;
}

/**
 * A TanStack table drawn with Chakra's Table. Sortable headers are buttons and say their order
 * (aria-sort). Wide tables scroll sideways inside their own box, never the page.
 */
export function DataTable<TRow>({ table, label, ...rest }: DataTableProps<TRow>) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      maxW="full"
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
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    whiteSpace={header.column.columnDef.meta?.compact ? 'normal' : 'nowrap'}
                    textAlign={header.column.columnDef.meta?.compact ? 'center' : undefined}
                    minW={header.column.columnDef.meta?.compact ? '24' : undefined}
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
              {row.getVisibleCells().map((cell) => (
                <Table.Cell
                  key={cell.id}
                  whiteSpace={cell.column.columnDef.meta?.wrap ? 'normal' : 'nowrap'}
                  minW={cell.column.columnDef.meta?.wrap ? '40' : undefined}
                  textAlign={cell.column.columnDef.meta?.compact ? 'center' : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
