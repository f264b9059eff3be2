import { EmptyState } from '@chakra-ui/react/empty-state';
import type { ReactNode } from 'react';

/** What a list shows when it has no rows. */
export function ListEmpty({ title, hint, icon }: { title: string; hint?: string; icon?: ReactNode }) {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderColor="border.muted" rounded="lg" data-testid="list-empty">
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <EmptyState.Title>{title}</EmptyState.Title>
        {hint && <EmptyState.Description>{hint}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
