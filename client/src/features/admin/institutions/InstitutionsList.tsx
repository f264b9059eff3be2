import { Button } from '@chakra-ui/react/button';
import { INSTITUTION_SORTS, LIST_PAGE_SIZES } from '@ctf/shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ServerList, useListParams } from '@/components/data-table';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { listPlaceholder } from '../components/list-placeholder';
import { PlusIcon } from '../icons';
import { editColumn } from '../components/columns';
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
  const institutions = trpc.admin.institutions.list.useQuery(params.input, { placeholderData: keepPreviousData });

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
    column.display(
      editColumn(t('admin.common.actions'), (institution) => ({
        to: ADMIN_PATHS.institutionEdit(institution.id),
        label: t('admin.institutions.editInstitution', { name: inScript(institution.name) }),
      })),
    ),
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
      <ServerList
        params={params}
        pageSizes={LIST_PAGE_SIZES}
        query={institutions}
        placeholder={listPlaceholder(institutions)}
        empty={<ListEmpty title={t('admin.institutions.empty')} hint={t('admin.institutions.emptyHint')} />}
        searchLabel={t('admin.institutions.searchLabel')}
        searchPlaceholder={t('admin.institutions.searchPlaceholder')}
        label={t('admin.institutions.tableLabel')}
        columns={columns}
        getRowId={(institution) => String(institution.id)}
        data-testid="institutions-table"
      />
    </AdminPage>
  );
}
