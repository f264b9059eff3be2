import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadIcon } from '@/components/data-table';
import { formatDateTime } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { PrinterIcon } from '../icons';
import { csvFileName, tableCsv, type ShownTable } from './funnel-table';

interface StatisticsActionsProps {
  table: ShownTable;
  /** What the file's name says: the season (or all) and the breakdown. */
  fileParts: string[];
  /** When the figures were counted; null: not yet. */
  asOf: string | null;
  reportTo: string;
}

/**
 * Above the figures: when they were counted, the CSV of exactly the table shown (comma-separated,
 * and semicolon-separated for Excel in a Serbian locale) and the printable report.
 */
export function StatisticsActions({ table, fileParts, asOf, reportTo }: StatisticsActionsProps) {
  const { t } = useTranslation();
  const download = (separator: ',' | ';') =>
    saveFile(csvFileName(fileParts), new Blob([tableCsv(table, separator)], { type: 'text/csv;charset=utf-8' }));
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <Text color="fg.muted" fontSize="sm" data-testid="statistics-as-of">
        {asOf ? t('admin.statistics.asOf', { date: formatDateTime(asOf) }) : t('admin.statistics.notCounted')}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => download(',')} data-testid="statistics-csv">
          <DownloadIcon aria-hidden="true" />
          {t('admin.exports.csv')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => download(';')}
          title={t('admin.exports.excelHint')}
          data-testid="statistics-csv-excel"
        >
          {t('admin.exports.excel')}
        </Button>
        <Button asChild size="sm" variant="outline" data-testid="statistics-report">
          <RouterLink to={reportTo}>
            <PrinterIcon aria-hidden="true" />
            {t('admin.statistics.report')}
          </RouterLink>
        </Button>
      </HStack>
    </Flex>
  );
}
