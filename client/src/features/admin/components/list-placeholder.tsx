import type { ReactNode } from 'react';
import { PageLoading } from '../../layout/PageLoading';
import { LoadError } from './LoadError';

interface PendingQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What an admin list shows instead of its table: a spinner for the first page, or why it failed. */
export function listPlaceholder(query: PendingQuery): ReactNode {
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return undefined;
}
