import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorCodeOf } from '@/lib/errors';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from './AdminPage';
import { LoadError } from './LoadError';
import { NotFound } from './NotFound';

/** The record id in an edit page's address (/…/{id}/edit); 0 when it is not one. */
export function useRecordId(): number {
  const param = useParams().id;
  return param && /^\d{1,9}$/.test(param) ? Number(param) : 0;
}

interface RecordGateProps<T> {
  id: number;
  query: UseQueryResult<T, unknown>;
  title: string;
  notFound: string;
  /** The way back to the list, on the page and under "not found". */
  back: { to: string; label: string };
  children: (record: T) => ReactNode;
}

/** An edit page until its record is there: not found (a wrong id too), loading, or why loading failed. */
export function RecordGate<T>({ id, query, title, notFound, back, children }: RecordGateProps<T>) {
  if (id === 0 || errorCodeOf(query.error) === 'NOT_FOUND') {
    return (
      <AdminPage title={title} back={back}>
        <NotFound text={notFound} backTo={back.to} backLabel={back.label} />
      </AdminPage>
    );
  }
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <AdminPage title={title} back={back}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  }
  return children(query.data);
}
