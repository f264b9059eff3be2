import type { ResultRow } from '@ctf/shared/schemas/competition';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';

const column = createColumnHelper<ResultRow>();

/** Result rows as they are stored or would be: place, username, score. */
export function ResultRowsTable({ rows, label, testId }: { rows: ResultRow[]; label: string; testId: string }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('place', { header: () => t('organizerArea.results.columns.place') }),
      column.accessor('username', {
        header: () => t('organizerArea.results.columns.username'),
        meta: { wrap: true, primary: true },
      }),
      column.accessor('score', { header: () => t('organizerArea.results.columns.score') }),
    ],
    [t],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      data={rows}
      getRowId={(_row, index) => String(index)}
      data-testid={testId}
    />
  );
}
