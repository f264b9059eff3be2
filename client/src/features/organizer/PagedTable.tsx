import { Text } from '@chakra-ui/react/text';
import type { Table } from '@tanstack/react-table';
import { DataTable } from './DataTable';
import { TablePagination } from './TablePagination';

interface PagedTableProps<TRow> {
  /** A table paged on the server (one page of rows). */
  table: Table<TRow>;
  label: string;
  /** Said instead of the table when the page has no rows. */
  emptyText: string;
  /** The total is the server's estimate ("about N"). */
  estimated?: boolean;
  'data-testid'?: string;
}

/** An organizer list's page: the rows (stacked on phones) or what to say when there are none, and the pager. */
export function PagedTable<TRow>({ table, label, emptyText, estimated, ...rest }: PagedTableProps<TRow>) {
  return (
    <>
      {table.getRowModel().rows.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" data-testid="no-matches">
          {emptyText}
        </Text>
      ) : (
        <DataTable table={table} label={label} stackOnPhones data-testid={rest['data-testid']} />
      )}
      <TablePagination table={table} estimated={estimated} />
    </>
  );
}
