import { Badge } from '@chakra-ui/react/badge';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { AUDIT_TARGET_TYPES, LIST_PAGE_SIZES, type TAuditListInput } from '@ctf/shared/schemas/admin';
import { AUDIT_ACTIONS, isAuditAction } from '@ctf/shared/audit';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSearchParams } from '../../../lib/use-search-params';
import { formatDateTime } from '../../../lib/dates';
import { trpc } from '../../../lib/trpc';
import { DayText } from '../../competitor/DayInput';
import { PageLoading } from '../../layout/PageLoading';
import { AdminPage } from '../components/AdminPage';
import { AuditChanges, actionLabel } from '../components/AuditLog';
import { DataTable } from '../components/DataTable';
import { FilterSelect } from '../components/FilterSelect';
import { ListEmpty } from '../components/ListEmpty';
import { LoadError } from '../components/LoadError';
import { PageSizeSelect } from '../components/PageSizeSelect';
import { Pagination } from '../components/Pagination';
import { SearchInput } from '../components/SearchInput';
import { TotalCount } from '../components/TotalCount';
import { ListToolbar } from '../list/ListToolbar';
import { usePageInRange } from '../list/use-page-in-range';
import { useListParams } from '../list/use-list-params';
import { ADMIN_PATHS } from '../paths';
import type { AdminAuditEntry } from '../types';

type TargetType = (typeof AUDIT_TARGET_TYPES)[number];
const LIST_CONFIG = { pageSizes: LIST_PAGE_SIZES, sorts: ['created_at'] as const, defaultSort: 'created_at' as const };
const isTargetType = (value: string | null): value is TargetType => AUDIT_TARGET_TYPES.includes(value as TargetType);
/** A real calendar day as YYYY-MM-DD (31.02. is none). */
const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const column = createColumnHelper<AdminAuditEntry>();

/** Where an entry's record lives now (users and institutions have pages; competitors are searched by name). */
function targetPath(entry: AdminAuditEntry): string | null {
  if (entry.target_type === 'user' && entry.action !== 'user.delete' && entry.action !== 'account.delete')
    return ADMIN_PATHS.userEdit(entry.target_id);
  if (entry.target_type === 'institution' && !['institution.delete', 'institution.merge'].includes(entry.action))
    return ADMIN_PATHS.institutionEdit(entry.target_id);
  if (entry.target_type === 'competitor' && entry.target_label)
    return `${ADMIN_PATHS.competitorTab('all')}?search=${encodeURIComponent(entry.target_label)}`;
  return null;
}

/**
 * A day filter typed as dd.MM.yyyy in either language (a date picker follows the browser's locale:
 * mm/dd/yyyy in a Serbian page on an English browser). The filter changes once the text is a day,
 * or is cleared.
 */
function DayFilter({
  name,
  value,
  onChange,
}: {
  name: 'from' | 'to';
  value: string | undefined;
  onChange: (day: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value ?? '');
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2" invalid={typed !== '' && !isDay(typed)}>
      <Field.Label whiteSpace="nowrap" fontSize="sm" color="fg.muted" mb="0">
        {t(`admin.auditPage.filters.${name}`)}
      </Field.Label>
      <DayText
        size="sm"
        width="32"
        name={name}
        autoComplete="off"
        placeholder={t('admin.auditPage.filters.dayFormat')}
        value={value ?? ''}
        onChange={(next) => {
          setTyped(next);
          if (next === '' || isDay(next)) onChange(next);
        }}
      />
    </Field.Root>
  );
}

/**
 * /admin/audit: every recorded action, newest first; filters (actor, target type, action, days) and
 * search in the address, paged on the server. An erased record's entries keep its name.
 */
export function AuditList() {
  const { t } = useTranslation();
  const params = useListParams(LIST_CONFIG);
  const [searchParams, setSearchParams] = useSearchParams();
  const actor = searchParams.get('actor') ?? '';
  const typeParam = searchParams.get('target_type');
  const targetType = isTargetType(typeParam) ? typeParam : undefined;
  const actionParam = searchParams.get('action') ?? '';
  const action = isAuditAction(actionParam) ? actionParam : undefined;
  const fromParam = searchParams.get('from');
  const toParam = searchParams.get('to');
  const from = isDay(fromParam) ? fromParam : undefined;
  const to = isDay(toParam) ? toParam : undefined;
  const setFilter = (name: string, value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  const input: TAuditListInput = {
    page: params.page,
    per_page: params.perPage,
    search: params.search,
    ...(actor ? { actor } : {}),
    ...(targetType ? { target_type: targetType } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const entries = trpc.admin.audit.list.useQuery(input, { placeholderData: keepPreviousData });
  usePageInRange(params.page, entries.data?.meta.page_count, params.replacePage);
  const rows = (entries.data?.data ?? []) as unknown as AdminAuditEntry[];

  const columns = [
    column.accessor('created_at', {
      header: t('admin.auditPage.columns.when'),
      cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    }),
    column.accessor('actor_username', { header: t('admin.auditPage.columns.actor') }),
    column.accessor('action', {
      header: t('admin.auditPage.columns.action'),
      cell: (info) => <Badge variant="outline">{actionLabel(t, info.getValue())}</Badge>,
    }),
    column.accessor('target_label', {
      header: t('admin.auditPage.columns.target'),
      meta: { wrap: true, primary: true },
      cell: ({ row: { original } }) => {
        const label = `${t(`admin.auditPage.types.${original.target_type as TargetType}`)}: ${original.target_label ?? `#${original.target_id}`}`;
        const path = targetPath(original);
        return path ? (
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to={path}>{label}</RouterLink>
          </Link>
        ) : (
          label
        );
      },
    }),
    column.display({
      id: 'changes',
      header: t('admin.auditPage.columns.changes'),
      meta: { wrap: true },
      cell: ({ row: { original } }) => (
        <Stack gap="0" fontSize="xs">
          <AuditChanges before={original.before} after={original.after} />
        </Stack>
      ),
    }),
  ];

  const day = (name: 'from' | 'to', value: string | undefined) => (
    <DayFilter key={name} name={name} value={value} onChange={(next) => setFilter(name, next)} />
  );

  return (
    <AdminPage title={t('admin.auditPage.title')} description={t('admin.auditPage.description')}>
      <ListToolbar
        search={
          <SearchInput value={params.search} onSearch={params.setSearch} label={t('admin.auditPage.searchLabel')} />
        }
      >
        <Field.Root orientation="horizontal" w="auto" gap="2">
          <Field.Label whiteSpace="nowrap" fontSize="sm" color="fg.muted" mb="0">
            {t('admin.auditPage.filters.actor')}
          </Field.Label>
          <Input
            size="sm"
            width="36"
            name="actor"
            defaultValue={actor}
            onBlur={(event) => setFilter('actor', event.currentTarget.value.trim())}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setFilter('actor', event.currentTarget.value.trim());
            }}
          />
        </Field.Root>
        <FilterSelect
          name="target_type"
          label={t('admin.auditPage.filters.type')}
          value={targetType ?? ''}
          options={[
            { value: '', label: t('admin.auditPage.filters.any') },
            ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`admin.auditPage.types.${type}`) })),
          ]}
          onChange={(value) => setFilter('target_type', value)}
        />
        <FilterSelect
          name="action"
          label={t('admin.auditPage.filters.action')}
          value={action ?? ''}
          options={[
            { value: '', label: t('admin.auditPage.filters.any') },
            ...AUDIT_ACTIONS.map((key) => ({ value: key, label: actionLabel(t, key) })),
          ]}
          onChange={(value) => setFilter('action', value)}
        />
        {day('from', from)}
        {day('to', to)}
        <PageSizeSelect value={params.perPage} sizes={LIST_PAGE_SIZES} onChange={params.setPerPage} />
        <TotalCount total={entries.data?.meta.total} estimated={entries.data?.meta.estimated} />
      </ListToolbar>
      {entries.isPending ? (
        <PageLoading />
      ) : entries.isError ? (
        <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : rows.length === 0 ? (
        <ListEmpty title={t('admin.auditPage.empty')} />
      ) : (
        <DataTable<AdminAuditEntry>
          label={t('admin.auditPage.tableLabel')}
          columns={columns}
          data={rows}
          getRowId={(entry) => String(entry.id)}
          isFetching={entries.isPlaceholderData}
          data-testid="audit-table"
        />
      )}
      <Pagination page={params.page} pageCount={entries.data?.meta.page_count ?? 1} onPageChange={params.setPage} />
    </AdminPage>
  );
}
