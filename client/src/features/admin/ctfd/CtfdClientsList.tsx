import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { dateTimeText } from '../components/columns';
import { LoadedTable } from '../components/LoadedTable';
import type { AdminCtfdClient } from '../types';

const column = createColumnHelper<AdminCtfdClient>();

const mono = (value: string) => (
  <Box as="code" fontFamily="mono" fontSize="xs">
    {value}
  </Box>
);

/** docs/decisions.md (CTFd): the registered CTFd instances, read-only and without secrets. */
export function CtfdClientsList() {
  const { t } = useTranslation();
  const clients = trpc.admin.ctfdClients.useQuery();

  const columns = [
    column.accessor('name', { header: t('admin.ctfdClients.columns.name') }),
    column.accessor('competition_slug', {
      header: t('admin.ctfdClients.columns.target'),
      cell: (info) => {
        const slug = info.getValue();
        return slug === null ? t('admin.ctfdClients.playground') : t('admin.ctfdClients.competition', { slug });
      },
    }),
    column.accessor('client_id', {
      header: t('admin.ctfdClients.columns.clientId'),
      cell: (info) => mono(info.getValue()),
    }),
    column.accessor('redirect_uri', {
      header: t('admin.ctfdClients.columns.redirectUri'),
      cell: (info) => mono(info.getValue()),
    }),
    column.accessor('api_connected_at', {
      header: t('admin.ctfdClients.columns.api'),
      cell: (info) => {
        const setAt = info.getValue();
        return setAt ? (
          <Text>
            {mono(info.row.original.api_url ?? '')} {t('admin.ctfdClients.apiSet', { date: formatDateTime(setAt) })}
          </Text>
        ) : (
          t('admin.ctfdClients.apiNone')
        );
      },
    }),
    column.accessor('created_at', {
      header: t('admin.ctfdClients.columns.createdAt'),
      cell: (info) => dateTimeText(info.getValue()),
    }),
  ];

  return (
    <AdminPage
      title={t('admin.ctfdClients.title')}
      description={
        <>
          {t('admin.ctfdClients.description')}{' '}
          <Text as="span" display="inline-block">
            {t('admin.ctfdClients.howToAdd')} {mono('npm run ctfd:client')}
          </Text>
        </>
      }
    >
      <LoadedTable
        query={clients}
        emptyTitle={t('admin.ctfdClients.empty')}
        label={t('admin.ctfdClients.tableLabel')}
        columns={columns}
        getRowId={(client) => client.client_id}
        data-testid="ctfd-clients-table"
      />
    </AdminPage>
  );
}
