import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Flex } from '@chakra-ui/react/flex';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LIST_PAGE_SIZES } from '@ctf/shared/schemas/admin';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@ctf/shared/schemas/competition';
import { CSV_SEPARATORS, REGISTRATION_SORTS, type CsvSeparator } from '@ctf/shared/schemas/organizer';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../lib/use-search-params';
import { notify } from '../../components/ui/notify';
import { formatDateTime } from '../../lib/dates';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { SearchInput } from '../admin/components/SearchInput';
import { usePageInRange } from '../admin/list/use-page-in-range';
import { useListParams } from '../admin/list/use-list-params';
import { PageLoading } from '../layout/PageLoading';
import { RegistrationStatusBadge } from '../competitions/badges';
import { EmptyNotice, LoadError } from '../competitions/StateViews';
import type { Competition, Registration } from '../competitions/types';
import { ConfirmDialog } from './ConfirmDialog';
import { PagedTable } from './PagedTable';
import { DownloadIcon, EyeIcon } from './icons';
import { OrganizerDialog } from './OrganizerDialog';
import { RegistrationActions } from './RegistrationActions';
import { RegistrationDialog } from './RegistrationDialog';
import { fullName, institutionLabel } from './registration-details';
import { paginationIn } from './list-pagination';
import { useRegistrationDecision } from './use-registration-decision';
import { useInterfaceScript } from '../../lib/script';

type Row = Registration & { shirt_size: string | null; city: string | null };
type BulkResult = { done: number; results: { id: number; result: string; name: string | null }[] };
const column = createColumnHelper<Row>();
const LIST_CONFIG = { pageSizes: LIST_PAGE_SIZES, sorts: REGISTRATION_SORTS, defaultSort: 'created_at' as const };
const nextPagination = paginationIn(LIST_CONFIG);
const isStatus = (value: string | null): value is RegistrationStatus =>
  REGISTRATION_STATUSES.includes(value as RegistrationStatus);

/** The CSV of what the list shows now (status and search), in the page's language. */
export function registrationsCsvHref(
  slug: string,
  options: { status?: RegistrationStatus; search: string; lang: string; separator: CsvSeparator },
) {
  const query = new URLSearchParams({ lang: options.lang, separator: options.separator });
  if (options.status) query.set('status', options.status);
  if (options.search) query.set('search', options.search);
  return `/api/competitions/${encodeURIComponent(slug)}/registrations.csv?${query.toString()}`;
}

/**
 * Spec "Registrations" tab (stage quals), issue 12 item 1: paged, searched and filtered on the
 * server with the counts per status; rows selected for one bulk accept or reject; the CSV export of
 * what is shown. Page, size, sort, search and status live in the address.
 */
export function RegistrationsPanel({ competition }: { competition: Competition }) {
  const { t, i18n } = useTranslation();
  const inScript = useInterfaceScript();
  const { slug } = competition;
  const params = useListParams(LIST_CONFIG);
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const setStatus = (next: RegistrationStatus | undefined) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('status', next);
      else updated.delete('status');
      updated.set('page', '1');
      return updated;
    });
  const utils = trpc.useUtils();
  const registrations = trpc.organizer.registrations.page.useQuery(
    {
      slug,
      page: params.page,
      per_page: params.perPage,
      search: params.search,
      sort: params.sort,
      direction: params.direction,
      ...(status ? { status } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  usePageInRange(params.page, registrations.data?.meta.page_count, params.replacePage);
  const [viewedId, setViewedId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [confirming, setConfirming] = useState<'accepted' | 'rejected' | null>(null);
  const [report, setReport] = useState<BulkResult | null>(null);
  const [separator, setSeparator] = useState<CsvSeparator>(i18n.language === 'sr' ? 'semicolon' : 'comma');
  const separatorId = useId();
  const decision = useRegistrationDecision(slug, () => setViewedId(null));
  const bulk = trpc.organizer.registrations.decideMany.useMutation({
    onSuccess: async (result) => {
      setConfirming(null);
      setSelected(new Set());
      setReport(result);
      await utils.organizer.registrations.invalidate();
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });
  const rows = (registrations.data?.data ?? []) as Row[];
  const viewed = rows.find((registration) => registration.id === viewedId) ?? null;
  const pendingOnPage = rows.filter((row) => row.status === 'pending').map((row) => row.id);
  const allOnPageSelected = pendingOnPage.length > 0 && pendingOnPage.every((id) => selected.has(id));
  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const columns = [
    column.display({
      id: 'select',
      header: () => (
        <Checkbox.Root
          size="sm"
          checked={allOnPageSelected ? true : pendingOnPage.some((id) => selected.has(id)) ? 'indeterminate' : false}
          disabled={pendingOnPage.length === 0}
          onCheckedChange={(details) => toggle(pendingOnPage, details.checked === true)}
          aria-label={t('organizerArea.ops.registrations.selectAll')}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
      cell: (info) =>
        info.row.original.status === 'pending' ? (
          <Checkbox.Root
            size="sm"
            checked={selected.has(info.row.original.id)}
            onCheckedChange={(details) => toggle([info.row.original.id], details.checked === true)}
            aria-label={t('organizerArea.ops.registrations.selectRow', { name: fullName(info.row.original) })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : null,
    }),
    column.accessor((row) => fullName(row), {
      id: 'name',
      header: () => t('organizerArea.registrations.columns.name'),
      cell: (info) => (
        <Stack gap="0" maxW={{ base: '48', md: '56' }}>
          <Text as="span" fontWeight="medium" lineClamp="2" title={info.getValue()}>
            {info.getValue()}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" truncate title={info.row.original.user.username}>
            {info.row.original.user.username}
          </Text>
        </Stack>
      ),
      meta: { wrap: true, primary: true },
    }),
    // The institution with the city under it, cut to two lines (whole in the tooltip): the table fits 1280 px.
    column.accessor((row) => institutionLabel(row, inScript) ?? '', {
      id: 'institution',
      header: () => t('organizerArea.registrations.columns.institution'),
      cell: (info) => (
        <Stack gap="0" maxW={{ base: '44', md: '52' }}>
          {info.getValue() ? (
            <Text as="span" lineClamp="2" title={info.getValue()}>
              {info.getValue()}
            </Text>
          ) : (
            <Text as="span" color="fg.subtle">
              {t('competitions.notSpecified')}
            </Text>
          )}
          {info.row.original.city && (
            <Text as="span" fontSize="xs" color="fg.muted" truncate title={info.row.original.city}>
              {info.row.original.city}
            </Text>
          )}
        </Stack>
      ),
      enableSorting: false,
      meta: { wrap: true },
    }),
    column.accessor('shirt_size', {
      header: () => t('organizerArea.ops.registrations.columns.shirtSize'),
      cell: (info) => info.getValue() ?? '',
      enableSorting: false,
      meta: { compact: true },
    }),
    column.accessor('status', {
      header: () => t('organizerArea.registrations.columns.status'),
      cell: (info) => <RegistrationStatusBadge status={info.getValue()} />,
    }),
    column.accessor('created_at', {
      header: () => t('organizerArea.registrations.columns.registeredAt'),
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: () => t('organizerArea.registrations.columns.actions'),
      cell: (info) => (
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ base: 'flex-start', md: 'center' }}>
          <Button size="xs" variant="outline" onClick={() => setViewedId(info.row.original.id)}>
            <EyeIcon />
            {t('organizerArea.registrations.view')}
          </Button>
          {info.row.original.status === 'pending' && (
            <RegistrationActions id={info.row.original.id} decision={decision} />
          )}
        </Stack>
      ),
      meta: { isActions: true },
    }),
  ];

  const sortId = params.sort;
  // The React Compiler leaves this component alone: TanStack's table object is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    pageCount: registrations.data?.meta.page_count ?? 1,
    state: {
      sorting: [{ id: sortId, desc: params.direction === 'desc' }],
      pagination: { pageIndex: params.page - 1, pageSize: params.perPage },
    },
    onSortingChange: (updater) => {
      const next =
        typeof updater === 'function' ? updater([{ id: sortId, desc: params.direction === 'desc' }]) : updater;
      const first = next[0];
      const sort = REGISTRATION_SORTS.find((s) => s === first?.id);
      if (sort) params.setSort(sort, first?.desc ? 'desc' : 'asc');
    },
    // Against the address as it is now: the page-size select sets the size, then page 1.
    onPaginationChange: (updater) => setSearchParams((current) => nextPagination(current, updater)),
  });

  if (registrations.isPending) return <PageLoading />;
  if (registrations.isError)
    return <LoadError error={registrations.error} onRetry={() => void registrations.refetch()} />;

  const { counts, meta } = registrations.data;
  const all = counts.pending + counts.accepted + counts.rejected;
  if (all === 0) {
    return (
      <Stack gap="4">
        <Text color="fg.muted">{t('organizerArea.registrations.description')}</Text>
        <EmptyNotice
          title={t('organizerArea.registrations.emptyTitle')}
          text={t('organizerArea.registrations.empty')}
          data-testid="registrations-empty"
        />
      </Stack>
    );
  }
  const filters: [RegistrationStatus | undefined, string][] = [
    [undefined, t('organizerArea.ops.registrations.all', { count: all })],
    ...REGISTRATION_STATUSES.map(
      (s) => [s, t(`organizerArea.ops.registrations.${s}`, { count: counts[s] })] as [RegistrationStatus, string],
    ),
  ];
  const csvHref = registrationsCsvHref(slug, {
    status,
    search: params.search,
    lang: i18n.language === 'en' ? 'en' : 'sr',
    separator,
  });
  const reportOf = (kind: string) => report?.results.filter((r) => r.result === kind) ?? [];

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('organizerArea.registrations.description')}</Text>
      <HStack
        gap="2"
        wrap="wrap"
        role="group"
        aria-label={t('organizerArea.ops.registrations.statusFilter')}
        data-testid="status-filter"
      >
        {filters.map(([value, label]) => (
          <Button
            key={value ?? 'all'}
            size="sm"
            variant={status === value ? 'solid' : 'outline'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            data-status={value ?? 'all'}
          >
            {label}
          </Button>
        ))}
      </HStack>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <SearchInput
          value={params.search}
          onSearch={params.setSearch}
          label={t('organizerArea.ops.registrations.searchLabel')}
        />
        <HStack gap="2" wrap="wrap">
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor={separatorId}>{t('organizerArea.ops.registrations.separator')}</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id={separatorId}
              value={separator}
              onChange={(event) => setSeparator(event.currentTarget.value as CsvSeparator)}
            >
              {CSV_SEPARATORS.map((s) => (
                <option key={s} value={s}>
                  {t(`organizerArea.ops.registrations.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button asChild size="sm" variant="outline">
            <a href={csvHref} download={`registrations-${slug}.csv`}>
              <DownloadIcon />
              {t('organizerArea.ops.registrations.export')}
            </a>
          </Button>
        </HStack>
      </Flex>
      <HStack gap="3" wrap="wrap" justify="space-between" minH="8">
        <Text fontSize="sm" color="fg.muted" data-testid="total-count" aria-live="polite">
          {t(meta.estimated ? 'organizerArea.ops.registrations.totalAbout' : 'organizerArea.ops.registrations.total', {
            count: meta.total,
          })}
        </Text>
        {selected.size > 0 && (
          <HStack gap="2" wrap="wrap" data-testid="bulk-bar">
            <Text fontSize="sm" fontWeight="medium" data-testid="selected-count">
              {t('organizerArea.ops.registrations.selected', { count: selected.size })}
            </Text>
            <Button size="sm" colorPalette="green" onClick={() => setConfirming('accepted')}>
              {t('organizerArea.ops.registrations.acceptSelected')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming('rejected')}>
              {t('organizerArea.ops.registrations.rejectSelected')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              {t('organizerArea.ops.registrations.clearSelection')}
            </Button>
          </HStack>
        )}
      </HStack>
      <PagedTable
        table={table}
        label={t('organizerArea.edit.tabs.registrations')}
        emptyText={t('organizerArea.ops.registrations.noMatches')}
        estimated={meta.estimated}
        data-testid="registrations-table"
      />
      <RegistrationDialog registration={viewed} onClose={() => setViewedId(null)} decision={decision} />
      <ConfirmDialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && bulk.mutate({ slug, ids: [...selected], outcome: confirming })}
        isConfirming={bulk.isPending}
        title={t(
          confirming === 'rejected'
            ? 'organizerArea.ops.registrations.bulkRejectTitle'
            : 'organizerArea.ops.registrations.bulkAcceptTitle',
          { count: selected.size },
        )}
        text={t('organizerArea.ops.registrations.bulkText')}
        confirmLabel={t(
          confirming === 'rejected'
            ? 'organizerArea.ops.registrations.bulkReject'
            : 'organizerArea.ops.registrations.bulkAccept',
        )}
        confirmingLabel={t('organizerArea.ops.registrations.bulkWorking')}
        cancelLabel={t('organizerArea.ops.registrations.cancel')}
      />
      <OrganizerDialog
        isOpen={report !== null}
        onClose={() => setReport(null)}
        title={t('organizerArea.ops.registrations.reportTitle')}
        data-testid="bulk-report"
        footer={<Button onClick={() => setReport(null)}>{t('organizerArea.ops.registrations.close')}</Button>}
      >
        <Stack gap="3">
          <Alert.Root status={report && report.done > 0 ? 'success' : 'info'}>
            <Alert.Indicator />
            <Alert.Title data-testid="bulk-done">
              {t('organizerArea.ops.registrations.reportDone', { count: report?.done ?? 0 })}
            </Alert.Title>
          </Alert.Root>
          {(['not_pending', 'not_found'] as const).map((kind) =>
            reportOf(kind).length ? (
              <Stack key={kind} gap="1" data-testid={`bulk-${kind}`}>
                <Text fontWeight="medium">
                  {t(
                    kind === 'not_pending'
                      ? 'organizerArea.ops.registrations.reportNotPending'
                      : 'organizerArea.ops.registrations.reportNotFound',
                  )}
                </Text>
                <Stack as="ul" gap="0.5" listStyleType="none" color="fg.muted" fontSize="sm">
                  {reportOf(kind).map((r) => (
                    <Text as="li" key={r.id}>
                      {r.name ?? `#${r.id}`}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            ) : null,
          )}
        </Stack>
      </OrganizerDialog>
    </Stack>
  );
}
