import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Season } from '@ctf/shared/schemas/programme';
import { ascending } from '@ctf/shared/sort';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '@/components/data-table';
import { trpc } from '@/lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { LoadError } from '../components/LoadError';
import { CountsChartCard } from './ChartCard';
import { rowsChart } from './charts/chart-data';
import { seasonsTable } from './funnel-table';
import { reportPath } from './statistics-choice';
import { StatisticsActions } from './StatisticsActions';
import { StatisticsTable } from './StatisticsTable';
import { useFunnelLabels } from './use-funnel-labels';

/** How many seasons stand side by side: enough for a trend, few enough for a phone. */
export const COMPARED_SEASONS = 4;

/** The chosen season and those before it (all seasons: the latest), oldest first, as a trend reads. */
export function comparedSeasons<T extends { name: string }>(seasons: readonly T[], season?: string): T[] {
  // The programme lists seasons newest first.
  const start = Math.max(0, season ? seasons.findIndex((row) => row.name === season) : 0);
  return seasons.slice(start, start + COMPARED_SEASONS).reverse();
}

/** The earliest time any of the figures was counted (null when one was not yet). */
function oldestAsOf(outputs: readonly { as_of: string | null }[]): string | null {
  const times = outputs.map((output) => output.as_of);
  return times.some((time) => time === null) ? null : ([...(times as string[])].sort(ascending)[0] ?? null);
}

/** Season over season: each season's funnel side by side, one request per season. */
export function SeasonsView({ seasons, season }: { seasons: readonly Season[]; season?: string }) {
  const { t } = useTranslation();
  const labels = useFunnelLabels('region', seasons, season);
  const compared = comparedSeasons(seasons, season);
  const funnels = trpc.useQueries((query) => compared.map((row) => query.stats.funnel({ season: row.name })));

  if (compared.length === 0) return <ListEmpty title={t('admin.statistics.noSeasons')} />;
  const failed = funnels.find((funnel) => funnel.isError);
  if (failed)
    return <LoadError error={failed.error} onRetry={() => funnels.forEach((funnel) => void funnel.refetch())} />;
  const outputs = funnels.map((funnel) => funnel.data);
  if (!outputs.every((output): output is NonNullable<typeof output> => output !== undefined)) return <PageLoading />;

  const table = seasonsTable(
    compared.map((row, index) => ({ name: row.name, label: labels.seasonLabel(row.name), output: outputs[index]! })),
    { stageHeader: t('admin.statistics.stage'), stageLabel: labels.stageLabel },
  );
  return (
    <Stack gap="5" data-testid="statistics-seasons">
      <Text color="fg.muted" fontSize="sm">
        {t('admin.statistics.seasonsHint', { count: COMPARED_SEASONS - 1, total: COMPARED_SEASONS })}
      </Text>
      <StatisticsActions
        table={table}
        fileParts={['seasons', season ?? 'latest']}
        asOf={oldestAsOf(outputs)}
        reportTo={reportPath({ season })}
      />
      <CountsChartCard
        title={t('admin.statistics.seasonsChart')}
        hint={t('admin.statistics.chartHint')}
        data={rowsChart(table)}
        formatNumber={labels.formatNumber}
        data-testid="statistics-seasons-chart"
      />
      <StatisticsTable
        table={table}
        label={t('admin.statistics.seasonsTableLabel')}
        formatNumber={labels.formatNumber}
        data-testid="statistics-seasons-table"
      />
    </Stack>
  );
}
