import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import type { Season } from '@ctf/shared/schemas/programme';
import type { FunnelBreakdown } from '@ctf/shared/schemas/statistics';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../components/list-placeholder';
import { CountsChartCard } from './ChartCard';
import { rowsChart, totalsChart } from './charts/chart-data';
import { reportPath } from './statistics-choice';
import { StatisticsActions } from './StatisticsActions';
import { StatisticsTable } from './StatisticsTable';
import { useFunnel } from './use-funnel';

interface FunnelViewProps {
  seasons: readonly Season[];
  /** A season's name; absent: all seasons. */
  season?: string;
  by: FunnelBreakdown;
}

/** One funnel (a season's or all time's) broken down: the stages' chart, the groups' chart and the table. */
export function FunnelView({ seasons, season, by }: FunnelViewProps) {
  const { t } = useTranslation();
  const { labels, funnel, tableOf } = useFunnel(seasons, season, by);
  const breakdown = labels.breakdownLabel(by);

  return (
    <Loaded query={funnel}>
      {(output) => {
        const table = tableOf(output);
        return (
          <Stack gap="5" data-testid="statistics-funnel">
            <StatisticsActions
              table={table}
              fileParts={[season ?? 'all', by]}
              asOf={output.as_of}
              reportTo={reportPath({ season, by })}
            />
            <Grid
              templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
              gap="5"
              alignItems="start"
            >
              <CountsChartCard
                title={t('admin.statistics.funnelChart')}
                data={totalsChart(table)}
                formatNumber={labels.formatNumber}
                data-testid="statistics-stage-chart"
              />
              <CountsChartCard
                title={t('admin.statistics.groupChart', { breakdown })}
                hint={t('admin.statistics.chartHint')}
                data={rowsChart(table)}
                formatNumber={labels.formatNumber}
                data-testid="statistics-group-chart"
              />
            </Grid>
            <StatisticsTable
              table={table}
              label={t('admin.statistics.tableLabel', { breakdown })}
              formatNumber={labels.formatNumber}
              data-testid="statistics-table"
            />
          </Stack>
        );
      }}
    </Loaded>
  );
}
