import type { Season } from '@ctf/shared/schemas/programme';
import type { FunnelBreakdown, FunnelOutput } from '@ctf/shared/schemas/statistics';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { funnelTable } from './funnel-table';
import { useFunnelLabels } from './use-funnel-labels';

/** One funnel (a season's, or all time's when no season) broken down, and how to show it as a table. */
export function useFunnel(seasons: readonly Season[], season: string | undefined, by: FunnelBreakdown) {
  const { t } = useTranslation();
  const labels = useFunnelLabels(by, seasons, season);
  const funnel = trpc.stats.funnel.useQuery({ ...(season ? { season } : {}), by });
  const tableOf = (output: FunnelOutput) =>
    funnelTable(
      output,
      by,
      {
        groupHeader: labels.breakdownLabel(by),
        totalLabel: t('admin.statistics.total'),
        stageLabel: labels.stageLabel,
        groupLabel: labels.groupLabel,
      },
      labels.categoryOrder,
    );
  return { labels, funnel, tableOf };
}
