import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { ROLES, type Role } from '@ctf/shared/constants';
import { USER_PAGE_SIZES, USER_SORTS, USER_SUSPENDED_FILTERS, USER_VERIFIED_FILTERS } from '@ctf/shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EmailAddress } from '../../../components/ui/email-address';
import { useSearchParams } from '../../../lib/use-search-params';
import { formatDateTime } from '../../../lib/dates';
import { trpc } from '../../../lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from '../components/AdminPage';
import { DataTable } from '../components/DataTable';
import { FilterSelect } from '../components/FilterSelect';
import { ListEmpty } from '../components/ListEmpty';
import { LoadError } from '../components/LoadError';
import { PageSizeSelect } from '../components/PageSizeSelect';
import { Pagination } from '../components/Pagination';
import { RoleBadges } from '../components/RoleBadges';
import { SearchInput } from '../components/SearchInput';
import { TotalCount } from '../components/TotalCount';
import { YesNo } from '../components/YesNo';
import { PencilIcon } from '../icons';
import { CsvExportButton } from '../exports/CsvExportButton';
import { ListToolbar } from '../list/ListToolbar';
import { usePageInRange } from '../list/use-page-in-range';
import { useListParams } from '../list/use-list-params';
import { ADMIN_PATHS } from '../paths';
import type { AdminUserRow } from '../types';

const LIST_CONFIG = { pageSizes: USER_PAGE_SIZES, sorts: USER_SORTS, defaultSort: 'id' as const };
type Verified = (typeof USER_VERIFIED_FILTERS)[number];
const isRole = (value: string | null): value is Role => ROLES.includes(value as Role);
const isVerified = (value: string | null): value is Verified => USER_VERIFIED_FILTERS.includes(value as Verified);
type Suspended = (typeof USER_SUSPENDED_FILTERS)[number];
const isSuspended = (value: string | null): value is Suspended => USER_SUSPENDED_FILTERS.includes(value as Suspended);
const column = createColumnHelper<AdminUserRow>();

/**
 * Spec "Admin area": every user, searched (any script), filtered by role and verification, sorted and
 * paged on the server; page, size, search, sort and filters in the address (defaults 1, 10, by id).
 */
export function UsersList() {
  const { t } = useTranslation();
  const { search: listSearch } = useLocation();
  const params = useListParams(LIST_CONFIG);
  const [searchParams, setSearchParams] = useSearchParams();
  const roleParam = searchParams.get('role');
  const verifiedParam = searchParams.get('verified');
  const role = isRole(roleParam) ? roleParam : undefined;
  const verified = isVerified(verifiedParam) ? verifiedParam : undefined;
  const suspendedParam = searchParams.get('suspended');
  const suspended = isSuspended(suspendedParam) ? suspendedParam : undefined;
  /** A filter change starts again at page 1. */
  const setFilter = (name: 'role' | 'verified' | 'suspended', value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  const users = trpc.admin.users.list.useQuery(
    {
      page: params.page,
      per_page: params.perPage,
      search: params.search,
      sort: params.sort,
      direction: params.direction,
      ...(role ? { role } : {}),
      ...(verified ? { verified } : {}),
      ...(suspended ? { suspended } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(params.search || role || verified || suspended);
  usePageInRange(params.page, users.data?.meta.page_count, params.replacePage);

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
      <ListToolbar
        search={<SearchInput value={params.search} onSearch={params.setSearch} label={t('admin.users.searchLabel')} />}
      >
        <FilterSelect
          name="role"
          label={t('admin.users.filters.role')}
          value={role ?? ''}
          options={[
            { value: '', label: t('admin.users.filters.anyRole') },
            ...ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) })),
          ]}
          onChange={(value) => setFilter('role', value)}
        />
        <FilterSelect
          name="verified"
          label={t('admin.users.filters.verified')}
          value={verified ?? ''}
          options={[
            { value: '', label: t('admin.users.filters.anyVerified') },
            ...USER_VERIFIED_FILTERS.map((v) => ({ value: v, label: t(`admin.users.filters.${v}`) })),
          ]}
          onChange={(value) => setFilter('verified', value)}
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
          onChange={(value) => setFilter('suspended', value)}
        />
        <PageSizeSelect value={params.perPage} sizes={USER_PAGE_SIZES} onChange={params.setPerPage} />
        <TotalCount total={users.data?.meta.total} estimated={users.data?.meta.estimated} />
        <CsvExportButton kind="users" input={{ search: params.search, role, verified, suspended }} />
      </ListToolbar>
      {users.isPending ? (
        <PageLoading />
      ) : users.isError ? (
        <LoadError error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.data.length === 0 ? (
        <ListEmpty title={t(filtered ? 'admin.users.emptySearch' : 'admin.users.empty')} />
      ) : (
        <DataTable
          label={t('admin.users.tableLabel')}
          columns={columns}
          data={users.data.data}
          getRowId={(user) => String(user.id)}
          sorting={{ sort: params.sort, direction: params.direction, onSort: params.setSort }}
          isFetching={users.isPlaceholderData}
          data-testid="users-table"
        />
      )}
      <Pagination
        page={params.page}
        pageCount={users.data?.meta.page_count ?? 1}
        estimated={users.data?.meta.estimated}
        onPageChange={params.setPage}
      />
    </AdminPage>
  );
}
