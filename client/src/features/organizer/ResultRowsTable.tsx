import type { ResultRow } from '@ctf/shared/schemas/competition';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import '../../locales/competitions/results';

type Row = ResultRow & { category_place?: number };
const column = createColumnHelper<Row>();

/**
 * Result rows as they are stored or would be: place, username, score. With `byCategory` (the rows
 * of one category, `placesWithin`), the place within the category first and the overall place beside it.
 */
export function ResultRowsTable({
  rows,
  label,
  testId,
  byCategory = false,
}: {
  rows: Row[];
  label: string;
  testId: string;
  byCategory?: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      ...(byCategory
        ? [
            column.accessor('category_place', { header: () => t('resultsTable.categoryPlace') }),
            column.accessor('place', { header: () => t('resultsTable.overallPlace') }),
          ]
        : [column.accessor('place', { header: () => t('organizerArea.results.columns.place') })]),
      column.accessor('username', {
        header: () => t('organizerArea.results.columns.username'),
        meta: { wrap: true, primary: true },
      }),
      column.accessor('score', { header: () => t('organizerArea.results.columns.score') }),
    ],
    [t, byCategory],
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
