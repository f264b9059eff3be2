import { Badge } from '@chakra-ui/react/badge';
import { ROLES } from '@ctf/shared/constants';
import { USER_PAGE_SIZES, USER_SORTS, USER_SUSPENDED_FILTERS, USER_VERIFIED_FILTERS } from '@ctf/shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { FilterSelects, ListEmpty, ServerList, useListParams } from '@/components/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { listPlaceholder } from '../components/list-placeholder';
import { RoleBadges } from '../components/RoleBadges';
import { YesNo } from '../components/YesNo';
import { CsvExportButton } from '../exports/CsvExportButton';
import { dateTimeText, editColumn } from '../components/columns';
import { ADMIN_PATHS } from '../paths';
import type { AdminUserRow } from '../types';
import { CategoryFilters } from '@/features/people-categories/CategoryFilters';
import { categoriesColumn } from '@/features/people-categories/categories-column';
import { useListCategories } from '@/features/people-categories/use-list-categories';

const LIST_CONFIG = { pageSizes: USER_PAGE_SIZES, sorts: USER_SORTS, defaultSort: 'id' as const };
const FILTERS = { role: ROLES, verified: USER_VERIFIED_FILTERS, suspended: USER_SUSPENDED_FILTERS };
const column = createColumnHelper<AdminUserRow>();

/**
 * Spec "Admin area": every user, searched (any script), filtered by role and verification, sorted and
 * paged on the server; page, size, search, sort and filters in the address (defaults 1, 10, by id).
 */
export function UsersList() {
  const { t } = useTranslation();
  const params = useListParams(LIST_CONFIG);
  const filters = params.choiceFilters(FILTERS);
  const categories = useListCategories(params);
  const users = trpc.admin.users.list.useQuery(
    { ...params.input, ...filters, ...categories.input },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(params.search || Object.keys(filters).length || categories.filtered);

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
    column.display(categoriesColumn<AdminUserRow>(t, categories)),
    column.accessor('created_at', {
      header: t('admin.users.columns.createdAt'),
      cell: (info) => dateTimeText(info.getValue()),
    }),
    column.display(
      editColumn(t('admin.common.actions'), (user) => ({
        to: ADMIN_PATHS.userEdit(user.id),
        label: t('admin.users.editUser', { username: user.username }),
      })),
    ),
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
            <FilterSelects
              params={params}
              choices={FILTERS}
              labels={{
                role: t('admin.users.filters.role'),
                verified: t('admin.users.filters.verified'),
                suspended: t('admin.users.filters.suspended'),
              }}
              anyLabel={{
                role: t('admin.users.filters.anyRole'),
                verified: t('admin.users.filters.anyVerified'),
                suspended: t('admin.users.filters.anySuspended'),
              }}
              choiceLabels={{
                role: (role) => t(`admin.roles.${role}`),
                verified: (verified) => t(`admin.users.filters.${verified}`),
                suspended: (suspended) =>
                  t(suspended === 'yes' ? 'admin.users.filters.suspendedYes' : 'admin.users.filters.suspendedNo'),
              }}
            />
            <CategoryFilters params={params} categories={categories} />
          </>
        }
        actions={<CsvExportButton kind="users" input={{ search: params.search, ...filters }} />}
        label={t('admin.users.tableLabel')}
        columns={columns}
        getRowId={(user) => String(user.id)}
        data-testid="users-table"
      />
    </AdminPage>
  );
}
