import type { ResultRow } from '@ctf/shared/schemas/competition';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from './DataTable';

const column = createColumnHelper<ResultRow>();

/** Result rows as they are stored or would be: place, username, score. */
export function ResultRowsTable({ rows, label, testId }: { rows: ResultRow[]; label: string; testId: string }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('place', { header: () => t('organizerArea.results.columns.place') }),
      column.accessor('username', { header: () => t('organizerArea.results.columns.username'), meta: { wrap: true } }),
      column.accessor('score', { header: () => t('organizerArea.results.columns.score') }),
    ],
    [t],
  );
  // The React Compiler leaves this component alone: TanStack's table object is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (_row, index) => String(index),
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
  });
  return <DataTable table={table} label={label} data-testid={testId} />;
}
