import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '@/lib/lazy-part';
import type { CountsChartProps } from './charts/CountsChart';

// The chart code (recharts) is its own chunk: the table shows at once, the charts when they arrive.
const loadChart = () => import('./charts/CountsChart').then((module) => module.CountsChart);

function ChartFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" wrap="wrap" py="6" justify="center">
      <Text color="fg.muted">{t('admin.statistics.chartsFailed')}</Text>
      <Button size="sm" variant="outline" onClick={retry}>
        {t('admin.statistics.chartsRetry')}
      </Button>
    </HStack>
  );
}

/** Every count withheld (all groups under 5): no bar to draw, and the chart says so. */
const nothingToDraw = (props: CountsChartProps) =>
  props.data.values.every((row) => row.every((count) => count === null));

export function LazyCountsChart(props: CountsChartProps) {
  const { t } = useTranslation();
  if (nothingToDraw(props)) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="chart-all-hidden">
        {t('admin.statistics.chartAllHidden')}
      </Text>
    );
  }
  return <LazyPart load={loadChart} props={props} failed={(retry) => <ChartFailed retry={retry} />} />;
}
