import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';
import type { CountsChartProps } from './charts/CountsChart';
import { LazyCountsChart } from './LazyCountsChart';

/** A chart under its heading, in a panel like the table's. */
export function ChartCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="3"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '3', md: '4' }}
      minW="0"
    >
      <Stack gap="0.5">
        <Heading as="h2" size="sm" id={id}>
          {title}
        </Heading>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/** A counts chart in its card, named for screen readers as its heading names it. */
export function CountsChartCard({
  title,
  hint,
  ...chart
}: { title: string; hint?: string } & Omit<CountsChartProps, 'label' | 'paper'>) {
  return (
    <ChartCard title={title} hint={hint}>
      <LazyCountsChart {...chart} label={title} />
    </ChartCard>
  );
}
