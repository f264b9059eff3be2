import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useListReturn } from '@/components/data-table';
import { errorCodeOf } from '@/lib/errors';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from './AdminPage';
import { LoadError } from './LoadError';
import { NotFound } from './NotFound';

/** The way back from an edit page to its list, on the page and under "not found". */
interface BackLink {
  to: string;
  label: string;
}

/**
 * An edit page's address (/…/{id}/edit): the record's id (0 when it is not one), and the way back
 * to its list as the list was left (useListReturn).
 */
export function useRecordAddress(listPath: string, backLabel: string): { id: number; back: BackLink } {
  const param = useParams().id;
  const back = { to: useListReturn(listPath), label: backLabel };
  return { id: param && /^\d{1,9}$/.test(param) ? Number(param) : 0, back };
}

interface RecordGateProps<T> {
  id: number;
  query: UseQueryResult<T, unknown>;
  title: string;
  notFound: string;
  back: BackLink;
  /** The loaded record named under the title. */
  describe: (record: T) => ReactNode;
  /** The page's content once the record is there. */
  children: (record: T) => ReactNode;
}

/**
 * An edit page: its title and the way back to the list, and under them the loaded record's content;
 * until it is there, not found (a wrong id too), loading, or why loading failed.
 */
export function RecordGate<T>({ id, query, title, notFound, back, describe, children }: RecordGateProps<T>) {
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
  return (
    <AdminPage title={title} description={describe(query.data)} back={back}>
      {children(query.data)}
    </AdminPage>
  );
}
