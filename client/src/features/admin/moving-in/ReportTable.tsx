import { Stack } from '@chakra-ui/react/stack';
import { LIST_PAGE_SIZES } from '@ctf/shared/schemas/admin';
import type { ImportOutcome, ImportReportRow } from '@ctf/shared/schemas/moving-in';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ClientList, FilterSelect, ListEmpty, useListParams } from '@/components/data-table';
import { OutcomeBadge } from './OutcomeBadge';

// The report's own order (refused rows first, then the file's) unless the line column is sorted.
const REPORT_SORTS = ['none', 'line'] as const;
const REPORT_LIST = { pageSizes: LIST_PAGE_SIZES, sorts: REPORT_SORTS, defaultSort: 'none' as const };
/** The filter's choices: the rows that need a look first. */
const OUTCOME_CHOICES: readonly ImportOutcome[] = ['refused', 'updated', 'created', 'unchanged'];

const column = createColumnHelper<ImportReportRow>();

/** A refused row's reason in the page's language, with its details (a column, a value, a line). */
function useReasonText() {
  const { t } = useTranslation();
  return (row: ImportReportRow) =>
    row.reason ? t(`admin.movingIn.reasons.${row.reason}`, { field: '', value: '', line: '', ...row.params }) : '';
}

/**
 * Every row of a report, in the browser (a report holds at most the page's row limit): refused
 * rows first, a filter by outcome and a search by what the row names, kept in the address.
 */
export function ReportTable({ rows }: { rows: readonly ImportReportRow[] }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const params = useListParams(REPORT_LIST);
  const outcome = params.filter('outcome', OUTCOME_CHOICES);
  const search = params.search.toLowerCase();
  const matching = rows
    .filter((row) => (outcome === undefined || row.outcome === outcome) && row.key.toLowerCase().includes(search))
    .sort((a, b) => Number(b.outcome === 'refused') - Number(a.outcome === 'refused') || a.line - b.line);

  const columns = [
    column.accessor('line', {
      header: () => t('admin.movingIn.report.columns.line'),
      meta: { compact: true },
    }),
    column.accessor('key', {
      header: () => t('admin.movingIn.report.columns.key'),
      cell: (info) => info.getValue() || t('admin.common.none'),
      enableSorting: false,
      meta: { primary: true, wrap: true },
    }),
    column.accessor('outcome', {
      header: () => t('admin.movingIn.report.columns.outcome'),
      cell: (info) => <OutcomeBadge outcome={info.getValue()} />,
      enableSorting: false,
    }),
    column.display({
      id: 'reason',
      header: () => t('admin.movingIn.report.columns.reason'),
      cell: (info) => reasonText(info.row.original) || t('admin.common.none'),
      meta: { wrap: true },
    }),
  ];

  return (
    <Stack gap="4">
      <ClientList
        params={params}
        pageSizes={LIST_PAGE_SIZES}
        rows={matching}
        empty={
          <ListEmpty
            title={t(rows.length === 0 ? 'admin.movingIn.report.noRows' : 'admin.movingIn.report.noMatches')}
          />
        }
        searchLabel={t('admin.movingIn.report.search')}
        filters={
          <FilterSelect
            params={params}
            name="outcome"
            label={t('admin.movingIn.report.outcomeFilter')}
            anyLabel={t('admin.movingIn.report.allOutcomes')}
            choices={OUTCOME_CHOICES}
            choiceLabel={(choice) => t(`admin.movingIn.outcomes.${choice}`)}
          />
        }
        totalText={(count) => t('admin.movingIn.report.total', { count })}
        label={t('admin.movingIn.report.tableLabel')}
        columns={columns}
        getRowId={(row) => String(row.line)}
        unsorted="none"
        data-testid="import-rows"
      />
    </Stack>
  );
}
