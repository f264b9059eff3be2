import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid, GridItem } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Season } from '@ctf/shared/schemas/programme';
import type { FunnelBreakdown } from '@ctf/shared/schemas/statistics';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Table } from '@/components/ui/recipes/table';
import { formatDateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Loaded } from '../components/list-placeholder';
import { ADMIN_PATHS } from '../paths';
import { totalsChart } from './charts/chart-data';
import { cellText, type ShownTable } from './funnel-table';
import { LazyCountsChart } from './LazyCountsChart';
import { choiceQuery, useStatisticsChoice } from './statistics-choice';
import { useFunnel } from './use-funnel';

/** Black on white whatever the theme, one A4 page: the width of the paper less its margins. */
const PAPER = { bg: 'white', color: 'black' } as const;
const PAGE_RULE = '@page { size: A4 portrait; margin: 12mm; }';

interface PaperTableProps {
  table: ShownTable;
  label: string;
  formatNumber: (value: number) => string;
}

function PaperTable({ table, label, formatNumber }: PaperTableProps) {
  // A phone scrolls the table in its box; the page itself never moves sideways.
  return (
    <Box overflowX="auto" maxW="full" tabIndex={0} role="region" aria-label={label}>
      <Table.Root
        size="sm"
        variant="outline"
        css={{
          '& th, & td': { color: 'black', borderColor: 'gray.400', px: '1.5', py: '1', fontSize: 'xs' },
          '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'end' },
        }}
        data-testid="statistics-report-table"
      >
        <Table.Header>
          <Table.Row bg="white">
            {table.header.map((heading) => (
              <Table.ColumnHeader key={heading} whiteSpace="normal">
                {heading}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row.key} bg="white" fontWeight={row.isTotal ? 'bold' : undefined}>
              <Table.Cell>{row.label}</Table.Cell>
              {row.counts.map((count, index) => (
                <Table.Cell key={index} fontVariantNumeric="tabular-nums">
                  {cellText(count, formatNumber)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function ReportBody({ seasons, season, by }: { seasons: readonly Season[]; season?: string; by: FunnelBreakdown }) {
  const { t } = useTranslation();
  const { labels, funnel, tableOf } = useFunnel(seasons, season, by);
  return (
    <Loaded query={funnel}>
      {(output) => {
        const table = tableOf(output);
        return (
          <Stack gap="5">
            <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
              <GridItem fontWeight="semibold">{t('admin.statistics.print.season')}</GridItem>
              <GridItem data-testid="statistics-report-season">{labels.seasonLabel(season)}</GridItem>
              <GridItem fontWeight="semibold">{t('admin.statistics.print.asOf')}</GridItem>
              <GridItem>{output.as_of ? formatDateTime(output.as_of) : t('admin.statistics.notCounted')}</GridItem>
              <GridItem fontWeight="semibold">{t('admin.statistics.print.breakdown')}</GridItem>
              <GridItem>{labels.breakdownLabel(by)}</GridItem>
            </Grid>
            <Stack gap="1" css={{ breakInside: 'avoid' }}>
              <Heading as="h2" size="sm" color="black">
                {t('admin.statistics.funnelChart')}
              </Heading>
              <LazyCountsChart
                data={totalsChart(table)}
                label={t('admin.statistics.funnelChart')}
                formatNumber={labels.formatNumber}
                paper
                data-testid="statistics-report-chart"
              />
            </Stack>
            <PaperTable
              table={table}
              label={t('admin.statistics.tableLabel', { breakdown: labels.breakdownLabel(by) })}
              formatNumber={labels.formatNumber}
            />
            <Text fontSize="xs">{t('admin.statistics.print.footnote')}</Text>
          </Stack>
        );
      }}
    </Loaded>
  );
}

/**
 * /admin/statistics/report?season=&by=: one printable A4 page of a season's (or all time's) funnel,
 * with the date the figures were counted, the stages' chart and the table.
 */
export function StatisticsReport() {
  const { t } = useTranslation();
  const [choice] = useStatisticsChoice();
  const seasons = trpc.programme.seasons.useQuery();
  useDocumentTitle(t('admin.statistics.print.title'));
  return (
    <Box {...PAPER} minH="100vh" px={{ base: '4', md: '8' }} py="6" data-testid="statistics-report-page">
      <style>{PAGE_RULE}</style>
      <HStack gap="2" mb="6" wrap="wrap" css={{ '@media print': { display: 'none' } }}>
        <Button size="sm" onClick={() => window.print()} data-testid="statistics-print">
          {t('admin.statistics.print.printNow')}
        </Button>
        <Button asChild size="sm" variant="outline" color="black">
          <RouterLink to={`${ADMIN_PATHS.statistics}${choiceQuery({ season: choice.season, by: choice.by })}`}>
            {t('admin.statistics.print.back')}
          </RouterLink>
        </Button>
      </HStack>
      <Stack as="main" gap="5" maxW="186mm" mx="auto">
        <Heading as="h1" size="2xl" color="black">
          {t('admin.statistics.print.title')}
        </Heading>
        <Loaded query={seasons}>
          {(all) => (
            <ReportBody
              seasons={all}
              season={all.some((row) => row.name === choice.season) ? choice.season : undefined}
              by={choice.by}
            />
          )}
        </Loaded>
      </Stack>
    </Box>
  );
}
