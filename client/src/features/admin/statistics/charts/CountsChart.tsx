import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { cellText } from '../funnel-table';
import type { ChartData } from './chart-data';

/** Series colours, told apart on the dark page and on paper alike. */
const PALETTE = ['blue.400', 'teal.400', 'purple.400', 'orange.400', 'pink.400', 'yellow.400', 'green.400', 'cyan.400'];

export interface CountsChartProps {
  data: ChartData;
  /** The chart's name, for screen readers (its heading is beside it). */
  label: string;
  formatNumber: (value: number) => string;
  /** Black on white for the printed report. */
  paper?: boolean;
  'data-testid'?: string;
}

type Row = Record<string, string | number | null>;

const seriesKey = (index: number) => `s${index}`;

interface TooltipBoxProps {
  data: ChartData;
  label: unknown;
  formatNumber: CountsChartProps['formatNumber'];
}

/** The hovered category's counts, "< 5" included (a withheld count has no bar to hover). */
function TooltipBox({ data, label, formatNumber }: TooltipBoxProps) {
  const index = data.categories.findIndex((category) => category.label === label);
  if (index === -1) return null;
  return (
    <Stack gap="1" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="md" px="3" py="2" textStyle="xs">
      <Text fontWeight="semibold">{data.categories[index]!.label}</Text>
      {data.series.map((series, column) => (
        <HStack key={series.key} justify="space-between" gap="4">
          <Text color="fg.muted">{series.label}</Text>
          <Text fontVariantNumeric="tabular-nums">{cellText(data.values[index]![column]!, formatNumber)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * Bars of counts (Chakra's chart frame over recharts), one colour per series, categories down the
 * side so long Serbian names fit a phone and the chart grows with them (a funnel reads top to
 * bottom). A withheld count draws no bar; the tooltip and the table say "< 5" for it. Loaded
 * lazily: recharts stays out of every other page.
 */
export function CountsChart({ data, label, formatNumber, paper = false, ...rest }: CountsChartProps) {
  const rows: Row[] = data.categories.map((category, index) => ({
    label: category.label,
    ...Object.fromEntries(data.series.map((_, column) => [seriesKey(column), data.values[index]![column]!])),
  }));
  const chart = useChart<Row>({
    data: rows,
    series: data.series.map((series, column) => ({
      name: seriesKey(column),
      label: series.label,
      color: PALETTE[column % PALETTE.length],
    })),
  });
  const single = data.series.length === 1;
  const height = data.categories.length * (data.series.length * 9 + 18) + 40;
  const tick = { fill: paper ? 'black' : chart.color('fg.muted'), fontSize: 12 };

  return (
    <Stack gap="3" data-testid={rest['data-testid']}>
      <Chart.Root chart={chart} h={`${height}px`} aspectRatio="auto" role="img" aria-label={label}>
        <BarChart
          responsive
          style={{ width: '100%', height: '100%' }}
          data={chart.data}
          layout="vertical"
          margin={{ top: 4, right: single ? 40 : 16, bottom: 4, left: 4 }}
          barCategoryGap={6}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={paper ? '#d4d4d8' : chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" axisLine={false} tickLine={false} tick={tick} allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={124} axisLine={false} tickLine={false} tick={tick} />
          {!paper && (
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              isAnimationActive={false}
              content={({ label: hovered }) => <TooltipBox data={data} label={hovered} formatNumber={formatNumber} />}
            />
          )}
          {chart.series.map((series) => (
            <Bar
              key={series.name}
              dataKey={chart.key(series.name)}
              fill={chart.color(series.color)}
              radius={[0, 3, 3, 0]}
              isAnimationActive={false}
            >
              {single && (
                <LabelList
                  position="right"
                  fill={paper ? 'black' : chart.color('fg')}
                  fontSize={12}
                  formatter={(value) => (typeof value === 'number' ? formatNumber(value) : '')}
                />
              )}
            </Bar>
          ))}
        </BarChart>
      </Chart.Root>
      {!single && (
        <HStack
          as="ul"
          listStyleType="none"
          gap="4"
          rowGap="1"
          wrap="wrap"
          justify="center"
          textStyle="xs"
          aria-hidden="true"
        >
          {chart.series.map((series) => (
            <HStack as="li" key={series.name} gap="1.5">
              <Box w="2.5" h="2.5" rounded="sm" bg={series.color} flexShrink={0} />
              <Text color={paper ? 'black' : 'fg.muted'}>{series.label}</Text>
            </HStack>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
