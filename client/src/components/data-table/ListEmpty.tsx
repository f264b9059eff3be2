import { EmptyState } from '@/components/ui/recipes/empty-state';
import type { ReactNode } from 'react';

interface ListEmptyProps {
  title: string;
  hint?: string;
  icon?: ReactNode;
  'data-testid'?: string;
}

/** What a list shows when it has no rows. */
export function ListEmpty({ title, hint, icon, 'data-testid': testId = 'list-empty' }: ListEmptyProps) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderColor="border.muted" rounded="lg" data-testid={testId}>
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <EmptyState.Title>{title}</EmptyState.Title>
        {hint && <EmptyState.Description>{hint}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
