import { Panel } from '@/features/competitions/Panel';
import type { CountsChartProps } from './charts/CountsChart';
import { LazyCountsChart } from './LazyCountsChart';

/** A counts chart in its card (in a panel like the table's), named for screen readers as its heading names it. */
export function CountsChartCard({
  title,
  hint,
  ...chart
}: { title: string; hint?: string } & Omit<CountsChartProps, 'label' | 'paper'>) {
  return (
    <Panel title={title} hint={hint} size="sm" isSection>
      <LazyCountsChart {...chart} label={title} />
    </Panel>
  );
}
