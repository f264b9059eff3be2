import { Badge } from '@chakra-ui/react/badge';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { AUDIT_TARGET_TYPES, LIST_PAGE_SIZES, type TAuditListInput } from '@ctf/shared/schemas/admin';
import { AUDIT_ACTIONS } from '@ctf/shared/audit';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FilterField,
  FilterSelects,
  ListEmpty,
  ServerList,
  useListParams,
  type ListQuery,
} from '@/components/data-table';
import { Link as RouterLink } from 'react-router-dom';
import { trpc } from '@/lib/trpc';
import { DayText } from '../../competitor/DayInput';
import { AdminPage } from '../components/AdminPage';
import { AuditChanges, actionLabel } from '../components/AuditLog';
import { dateTimeText } from '../components/columns';
import { listPlaceholder } from '../components/list-placeholder';
import { ADMIN_PATHS } from '../paths';
import type { AdminAuditEntry } from '../types';

type TargetType = (typeof AUDIT_TARGET_TYPES)[number];
const LIST_CONFIG = { pageSizes: LIST_PAGE_SIZES, sorts: ['created_at'] as const, defaultSort: 'created_at' as const };
/** A real calendar day as YYYY-MM-DD (31.02. is none). */
const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const FILTERS = { target_type: AUDIT_TARGET_TYPES, action: AUDIT_ACTIONS };
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
    <FilterField label={t(`admin.auditPage.filters.${name}`)} invalid={typed !== '' && !isDay(typed)}>
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
    </FilterField>
  );
}

/**
 * /admin/audit: every recorded action, newest first; filters (actor, target type, action, days) and
 * search in the address, paged on the server. An erased record's entries keep its name.
 */
export function AuditList() {
  const { t } = useTranslation();
  const params = useListParams(LIST_CONFIG);
  const actor = params.rawFilter('actor');
  const fromParam = params.rawFilter('from');
  const toParam = params.rawFilter('to');
  const from = isDay(fromParam) ? fromParam : undefined;
  const to = isDay(toParam) ? toParam : undefined;
  const input: TAuditListInput = {
    page: params.page,
    per_page: params.perPage,
    search: params.search,
    ...(actor ? { actor } : {}),
    ...params.choiceFilters(FILTERS),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const entries = trpc.admin.audit.list.useQuery(input, { placeholderData: keepPreviousData });
  // The entries' before/after are JSON the server does not describe further.
  const query = entries as unknown as ListQuery<AdminAuditEntry>;

  const columns = [
    column.accessor('created_at', {
      header: t('admin.auditPage.columns.when'),
      cell: (info) => dateTimeText(info.getValue()),
    }),
    column.accessor('actor_username', {
      header: t('admin.auditPage.columns.actor'),
      // An empty name with no account: a command run on the server (npm run import, npm run export).
      cell: (info) => info.getValue() || (info.row.original.actor_id === null ? t('admin.auditPage.commandLine') : ''),
    }),
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
    <DayFilter key={name} name={name} value={value} onChange={(next) => params.setFilter(name, next)} />
  );

  return (
    <AdminPage title={t('admin.auditPage.title')} description={t('admin.auditPage.description')}>
      <ServerList
        params={params}
        pageSizes={LIST_PAGE_SIZES}
        query={query}
        placeholder={listPlaceholder(entries)}
        empty={<ListEmpty title={t('admin.auditPage.empty')} />}
        searchLabel={t('admin.auditPage.searchLabel')}
        filters={
          <>
            <FilterField label={t('admin.auditPage.filters.actor')}>
              <Input
                size="sm"
                width="36"
                name="actor"
                defaultValue={actor}
                onBlur={(event) => params.setFilter('actor', event.currentTarget.value.trim())}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') params.setFilter('actor', event.currentTarget.value.trim());
                }}
              />
            </FilterField>
            <FilterSelects
              params={params}
              choices={FILTERS}
              labels={{ target_type: t('admin.auditPage.filters.type'), action: t('admin.auditPage.filters.action') }}
              anyLabel={t('admin.auditPage.filters.any')}
              choiceLabels={{
                target_type: (type) => t(`admin.auditPage.types.${type}`),
                action: (key) => actionLabel(t, key),
              }}
            />
            {day('from', from)}
            {day('to', to)}
          </>
        }
        label={t('admin.auditPage.tableLabel')}
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        isSortable={false}
        data-testid="audit-table"
      />
    </AdminPage>
  );
}
