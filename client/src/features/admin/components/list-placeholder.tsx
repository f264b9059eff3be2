import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoading } from '../../layout/PageLoading';
import { LoadError } from './LoadError';

interface PendingQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What an admin list or page shows until its data is there: a spinner, or why loading failed. */
export function listPlaceholder(query: PendingQuery): ReactNode {
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return undefined;
}

interface LoadedProps<T> {
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
}

/** The query's data drawn by `children` once it is there; the placeholder until then. */
export function Loaded<T>({ query, children }: LoadedProps<T>) {
  if (query.isPending || query.isError) return listPlaceholder(query);
  return children(query.data);
}
