import { Button } from '@chakra-ui/react/button';
import { USER_PAGE_SIZES } from '@ctf/shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDateTime } from '../../../lib/dates';
import { trpc } from '../../../lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from '../components/AdminPage';
import { DataTable } from '../components/DataTable';
import { ListEmpty } from '../components/ListEmpty';
import { LoadError } from '../components/LoadError';
import { PageSizeSelect } from '../components/PageSizeSelect';
import { Pagination } from '../components/Pagination';
import { RoleBadges } from '../components/RoleBadges';
import { TotalCount } from '../components/TotalCount';
import { YesNo } from '../components/YesNo';
import { PencilIcon } from '../icons';
import { ListToolbar } from '../list/ListToolbar';
import { usePageInRange } from '../list/use-page-in-range';
import { useListParams } from '../list/use-list-params';
import { ADMIN_PATHS } from '../paths';
import type { AdminUserRow } from '../types';

const LIST_CONFIG = { pageSizes: USER_PAGE_SIZES, sorts: ['id'] as const, defaultSort: 'id' as const };
const column = createColumnHelper<AdminUserRow>();

/** Spec "Admin area": every user, by id, page and size in the address (defaults 1 and 10). */
export function UsersList() {
  const { t } = useTranslation();
  const { search: listSearch } = useLocation();
  const params = useListParams(LIST_CONFIG);
  const users = trpc.admin.users.list.useQuery(
    { page: params.page, per_page: params.perPage },
    { placeholderData: keepPreviousData },
  );
  usePageInRange(params.page, users.data?.meta.page_count, params.replacePage);

  const columns = [
    column.accessor('id', { header: t('admin.users.columns.id') }),
    column.accessor('username', { header: t('admin.users.columns.username') }),
    column.accessor('email', { header: t('admin.users.columns.email') }),
    column.accessor('email_verified_at', {
      header: t('admin.users.columns.verified'),
      cell: (info) => <YesNo value={info.getValue() !== null} />,
    }),
    column.accessor('roles', {
      header: t('admin.users.columns.roles'),
      cell: (info) => <RoleBadges roles={info.getValue()} />,
    }),
    column.accessor('created_at', {
      header: t('admin.users.columns.createdAt'),
      cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    }),
    column.display({
      id: 'actions',
      header: t('admin.common.actions'),
      meta: { isActions: true },
      cell: ({ row }) => (
        <Button asChild size="xs" variant="outline">
          <RouterLink
            to={ADMIN_PATHS.userEdit(row.original.id)}
            state={{ listSearch }}
            aria-label={t('admin.users.editUser', { username: row.original.username })}
          >
            <PencilIcon aria-hidden="true" />
            {t('admin.common.edit')}
          </RouterLink>
        </Button>
      ),
    }),
  ];

  return (
    <AdminPage title={t('admin.users.title')} description={t('admin.users.description')}>
      <ListToolbar>
        <PageSizeSelect value={params.perPage} sizes={USER_PAGE_SIZES} onChange={params.setPerPage} />
        <TotalCount total={users.data?.meta.total} />
      </ListToolbar>
      {users.isPending ? (
        <PageLoading />
      ) : users.isError ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.data.length === 0 ? (
        <ListEmpty title={t('admin.users.empty')} />
      ) : (
        <DataTable
          label={t('admin.users.tableLabel')}
          columns={columns}
          data={users.data.data}
          getRowId={(user) => String(user.id)}
          isFetching={users.isPlaceholderData}
          data-testid="users-table"
        />
      )}
      <Pagination page={params.page} pageCount={users.data?.meta.page_count ?? 1} onPageChange={params.setPage} />
    </AdminPage>
  );
}
