import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, ListEmpty, type DataTableProps } from '@/components/data-table';
import { Loaded } from './list-placeholder';

interface LoadedTableProps<TRow> extends Omit<DataTableProps<TRow, never>, 'data'> {
  /** The whole list, in one answer. */
  query: UseQueryResult<TRow[], unknown>;
  /** Said instead of the table when the list has no rows. */
  emptyTitle: string;
}

/** A list the server sends whole, as a table once it is there (the placeholder until then). */
export function LoadedTable<TRow>({ query, emptyTitle, ...table }: LoadedTableProps<TRow>) {
  return (
    <Loaded query={query}>
      {(rows) => (rows.length === 0 ? <ListEmpty title={emptyTitle} /> : <DataTable {...table} data={rows} />)}
    </Loaded>
  );
}
