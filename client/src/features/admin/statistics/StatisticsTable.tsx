import { Text } from '@chakra-ui/react/text';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table';
import { cellText, type ShownRow, type ShownTable } from './funnel-table';

const column = createColumnHelper<ShownRow>();

interface StatisticsTableProps {
  table: ShownTable;
  label: string;
  formatNumber: (value: number) => string;
  'data-testid'?: string;
}

/** The figures behind the charts: one row per group (or stage), "< 5" where a count is withheld. */
export function StatisticsTable({ table, label, formatNumber, ...rest }: StatisticsTableProps) {
  const columns = [
    column.accessor('label', {
      id: 'group',
      header: table.header[0],
      meta: { primary: true, wrap: true },
      cell: (info) => (
        <Text as="span" fontWeight={info.row.original.isTotal ? 'semibold' : undefined}>
          {info.getValue()}
        </Text>
      ),
    }),
    ...table.header.slice(1).map((heading, index) =>
      column.accessor((row) => row.counts[index] ?? null, {
        id: `count-${index}`,
        header: heading,
        meta: { compact: true },
        cell: (info) => {
          const count = info.getValue();
          return (
            <Text
              as="span"
              fontVariantNumeric="tabular-nums"
              fontWeight={info.row.original.isTotal ? 'semibold' : undefined}
              color={count === null ? 'fg.muted' : undefined}
              data-count={count ?? 'withheld'}
            >
              {cellText(count, formatNumber)}
            </Text>
          );
        },
      }),
    ),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      data={table.rows}
      getRowId={(row) => row.key}
      data-testid={rest['data-testid']}
    />
  );
}
