import { DataList } from '@/components/ui/recipes/data-list';
import type { ReactNode } from 'react';

/** Label and value rows that wrap on a phone (a person's details, a registration's). */
export function DetailsList({ rows, ...rest }: { rows: [label: string, value: ReactNode][]; 'data-testid'?: string }) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3" data-testid={rest['data-testid']}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label} flexWrap="wrap">
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
