import { Badge } from '@chakra-ui/react/badge';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { AUDIT_TARGET_TYPES, LIST_PAGE_SIZES, type TAuditListInput } from '@ctf/shared/schemas/admin';
import { AUDIT_ACTIONS } from '@ctf/shared/audit';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, ListEmpty, ServerList, useListParams, type ListQuery } from '@/components/data-table';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { DayText } from '../../competitor/DayInput';
import { AdminPage } from '../components/AdminPage';
import { AuditChanges, actionLabel } from '../components/AuditLog';
import { listPlaceholder } from '../components/list-placeholder';
import { ADMIN_PATHS } from '../paths';
import type { AdminAuditEntry } from '../types';

type TargetType = (typeof AUDIT_TARGET_TYPES)[number];
const LIST_CONFIG = { pageSizes: LIST_PAGE_SIZES, sorts: ['created_at'] as const, defaultSort: 'created_at' as const };
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
  const actor = params.rawFilter('actor');
  const targetType = params.filter('target_type', AUDIT_TARGET_TYPES);
  const action = params.filter('action', AUDIT_ACTIONS);
  const fromParam = params.rawFilter('from');
  const toParam = params.rawFilter('to');
  const from = isDay(fromParam) ? fromParam : undefined;
  const to = isDay(toParam) ? toParam : undefined;
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
  // The entries' before/after are JSON the server does not describe further.
  const query = entries as unknown as ListQuery<AdminAuditEntry>;

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
            <Field.Root orientation="horizontal" w="auto" gap="2">
              <Field.Label whiteSpace="nowrap" fontSize="sm" color="fg.muted" mb="0">
                {t('admin.auditPage.filters.actor')}
              </Field.Label>
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
            </Field.Root>
            <FilterSelect
              name="target_type"
              label={t('admin.auditPage.filters.type')}
              value={targetType ?? ''}
              options={[
                { value: '', label: t('admin.auditPage.filters.any') },
                ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`admin.auditPage.types.${type}`) })),
              ]}
              onChange={(value) => params.setFilter('target_type', value)}
            />
            <FilterSelect
              name="action"
              label={t('admin.auditPage.filters.action')}
              value={action ?? ''}
              options={[
                { value: '', label: t('admin.auditPage.filters.any') },
                ...AUDIT_ACTIONS.map((key) => ({ value: key, label: actionLabel(t, key) })),
              ]}
              onChange={(value) => params.setFilter('action', value)}
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
