import { Badge } from '@chakra-ui/react/badge';
import { ROLES } from '@ctf/shared/constants';
import { USER_PAGE_SIZES, USER_SORTS, USER_SUSPENDED_FILTERS, USER_VERIFIED_FILTERS } from '@ctf/shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { FilterSelect, ListEmpty, ServerList, useListParams } from '@/components/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { formatDateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { listPlaceholder } from '../components/list-placeholder';
import { RoleBadges } from '../components/RoleBadges';
import { YesNo } from '../components/YesNo';
import { CsvExportButton } from '../exports/CsvExportButton';
import { EditLink } from '../components/EditLink';
import { ADMIN_PATHS } from '../paths';
import type { AdminUserRow } from '../types';

const LIST_CONFIG = { pageSizes: USER_PAGE_SIZES, sorts: USER_SORTS, defaultSort: 'id' as const };
const column = createColumnHelper<AdminUserRow>();

/**
 * Spec "Admin area": every user, searched (any script), filtered by role and verification, sorted and
 * paged on the server; page, size, search, sort and filters in the address (defaults 1, 10, by id).
 */
export function UsersList() {
  const { t } = useTranslation();
  const params = useListParams(LIST_CONFIG);
  const role = params.filter('role', ROLES);
  const verified = params.filter('verified', USER_VERIFIED_FILTERS);
  const suspended = params.filter('suspended', USER_SUSPENDED_FILTERS);
  const users = trpc.admin.users.list.useQuery(
    {
      ...params.input,
      ...(role ? { role } : {}),
      ...(verified ? { verified } : {}),
      ...(suspended ? { suspended } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(params.search || role || verified || suspended);

  const columns = [
    column.accessor('id', { header: t('admin.users.columns.id') }),
    column.accessor('username', {
      header: t('admin.users.columns.username'),
      cell: ({ row: { original } }) => (
        <>
          {original.username}
          {original.suspended_at && (
            <Badge ms="2" colorPalette="red" size="sm">
              {t('admin.users.suspendedBadge')}
            </Badge>
          )}
        </>
      ),
    }),
    column.accessor('email', {
      header: t('admin.users.columns.email'),
      cell: (info) => <EmailAddress address={info.getValue()} />,
    }),
    column.accessor('email_verified_at', {
      header: t('admin.users.columns.verified'),
      enableSorting: false,
      cell: (info) => <YesNo value={info.getValue() !== null} />,
    }),
    column.accessor('roles', {
      header: t('admin.users.columns.roles'),
      enableSorting: false,
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
        <EditLink
          to={ADMIN_PATHS.userEdit(row.original.id)}
          label={t('admin.users.editUser', { username: row.original.username })}
        />
      ),
    }),
  ];

  return (
    <AdminPage title={t('admin.users.title')} description={t('admin.users.description')}>
      <ServerList
        params={params}
        pageSizes={USER_PAGE_SIZES}
        query={users}
        placeholder={listPlaceholder(users)}
        empty={<ListEmpty title={t(filtered ? 'admin.users.emptySearch' : 'admin.users.empty')} />}
        searchLabel={t('admin.users.searchLabel')}
        filters={
          <>
            <FilterSelect
              name="role"
              label={t('admin.users.filters.role')}
              value={role ?? ''}
              options={[
                { value: '', label: t('admin.users.filters.anyRole') },
                ...ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) })),
              ]}
              onChange={(value) => params.setFilter('role', value)}
            />
            <FilterSelect
              name="verified"
              label={t('admin.users.filters.verified')}
              value={verified ?? ''}
              options={[
                { value: '', label: t('admin.users.filters.anyVerified') },
                ...USER_VERIFIED_FILTERS.map((v) => ({ value: v, label: t(`admin.users.filters.${v}`) })),
              ]}
              onChange={(value) => params.setFilter('verified', value)}
            />
            <FilterSelect
              name="suspended"
              label={t('admin.users.filters.suspended')}
              value={suspended ?? ''}
              options={[
                { value: '', label: t('admin.users.filters.anySuspended') },
                { value: 'yes', label: t('admin.users.filters.suspendedYes') },
                { value: 'no', label: t('admin.users.filters.suspendedNo') },
              ]}
              onChange={(value) => params.setFilter('suspended', value)}
            />
          </>
        }
        actions={<CsvExportButton kind="users" input={{ search: params.search, role, verified, suspended }} />}
        label={t('admin.users.tableLabel')}
        columns={columns}
        getRowId={(user) => String(user.id)}
        data-testid="users-table"
      />
    </AdminPage>
  );
}
