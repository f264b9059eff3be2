import { Button } from '@chakra-ui/react/button';
import { INSTITUTION_SORTS, LIST_PAGE_SIZES } from '@ctf/shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useInterfaceScript } from '../../../lib/script';
import { trpc } from '../../../lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from '../components/AdminPage';
import { DataTable } from '../components/DataTable';
import { ListEmpty } from '../components/ListEmpty';
import { LoadError } from '../components/LoadError';
import { PageSizeSelect } from '../components/PageSizeSelect';
import { Pagination } from '../components/Pagination';
import { SearchInput } from '../components/SearchInput';
import { TotalCount } from '../components/TotalCount';
import { PencilIcon, PlusIcon } from '../icons';
import { ListToolbar } from '../list/ListToolbar';
import { usePageInRange } from '../list/use-page-in-range';
import { useListParams } from '../list/use-list-params';
import { ADMIN_PATHS } from '../paths';
import type { AdminInstitution } from '../types';
import { institutionTypeLabel } from './labels';

const LIST_CONFIG = { pageSizes: LIST_PAGE_SIZES, sorts: INSTITUTION_SORTS, defaultSort: 'name' as const };
const column = createColumnHelper<AdminInstitution>();

/** Spec "Admin area": searched, sorted and paged on the server; every change refreshes it. */
export function InstitutionsList() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { search: listSearch } = useLocation();
  const params = useListParams(LIST_CONFIG);
  const institutions = trpc.admin.institutions.list.useQuery(
    {
      page: params.page,
      per_page: params.perPage,
      search: params.search,
      sort: params.sort,
      direction: params.direction,
    },
    { placeholderData: keepPreviousData },
  );
  usePageInRange(params.page, institutions.data?.meta.page_count, params.replacePage);

  const columns = [
    column.accessor('id', { header: t('admin.institutions.columns.id') }),
    column.accessor('name', {
      header: t('admin.institutions.columns.name'),
      cell: (info) => inScript(info.getValue()),
      meta: { wrap: true },
    }),
    column.accessor('type', {
      header: t('admin.institutions.columns.type'),
      cell: (info) => institutionTypeLabel(t, info.getValue()),
    }),
    column.accessor('city', {
      header: t('admin.institutions.columns.city'),
      cell: (info) => inScript(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: t('admin.common.actions'),
      meta: { isActions: true },
      cell: ({ row }) => (
        <Button asChild size="xs" variant="outline">
          <RouterLink
            to={ADMIN_PATHS.institutionEdit(row.original.id)}
            state={{ listSearch }}
            aria-label={t('admin.institutions.editInstitution', { name: inScript(row.original.name) })}
          >
            <PencilIcon aria-hidden="true" />
            {t('admin.common.edit')}
          </RouterLink>
        </Button>
      ),
    }),
  ];

  return (
    <AdminPage
      title={t('admin.institutions.title')}
      description={t('admin.institutions.description')}
      actions={
        <Button asChild colorPalette="brand" flexShrink={0}>
          <RouterLink to={ADMIN_PATHS.institutionNew} state={{ listSearch }}>
            <PlusIcon aria-hidden="true" />
            {t('admin.institutions.create')}
          </RouterLink>
        </Button>
      }
    >
      <ListToolbar
        search={
          <SearchInput
            value={params.search}
            onSearch={params.setSearch}
            label={t('admin.institutions.searchLabel')}
            placeholder={t('admin.institutions.searchPlaceholder')}
          />
        }
      >
        <PageSizeSelect value={params.perPage} sizes={LIST_PAGE_SIZES} onChange={params.setPerPage} />
        <TotalCount total={institutions.data?.meta.total} estimated={institutions.data?.meta.estimated} />
      </ListToolbar>
      {institutions.isPending ? (
        <PageLoading />
      ) : institutions.isError ? (
        <LoadError error={institutions.error} onRetry={() => void institutions.refetch()} />
      ) : institutions.data.data.length === 0 ? (
        <ListEmpty title={t('admin.institutions.empty')} hint={t('admin.institutions.emptyHint')} />
      ) : (
        <DataTable
          label={t('admin.institutions.tableLabel')}
          columns={columns}
          data={institutions.data.data}
          getRowId={(institution) => String(institution.id)}
          sorting={{ sort: params.sort, direction: params.direction, onSort: params.setSort }}
          isFetching={institutions.isPlaceholderData}
          data-testid="institutions-table"
        />
      )}
      <Pagination
        page={params.page}
        pageCount={institutions.data?.meta.page_count ?? 1}
        estimated={institutions.data?.meta.estimated}
        onPageChange={params.setPage}
      />
    </AdminPage>
  );
}
