import { Badge } from '@chakra-ui/react/badge';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { STAGES } from '@ctf/shared/schemas/competition';
import {
  createColumnHelper,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSearchParams } from '../../lib/use-search-params';
import { paginationIn } from './list-pagination';
import { useListParams } from '../admin/list/use-list-params';
import { formatDateTime } from '../../lib/dates';
import { useInterfaceScript } from '../../lib/script';
import { StageBadge } from '../competitions/badges';
import { competitionPaths } from '../competitions/paths';
import { EmptyNotice } from '../competitions/StateViews';
import type { Competition } from '../competitions/types';
import { matchesCompetitionSearch } from './competition-search';
import { DataTable } from './DataTable';
import { PAGE_SIZES, TablePagination } from './TablePagination';

const LIST_SORTS = ['none', 'name', 'slug', 'visibility', 'stage', 'starts_at', 'ends_at'] as const;
const LIST_CONFIG = { pageSizes: PAGE_SIZES, sorts: LIST_SORTS, defaultSort: 'none' as const };
const nextPagination = paginationIn(LIST_CONFIG);
import { VisibilityBadge } from './VisibilityBadge';

const column = createColumnHelper<Competition>();
const timeOf = (iso: string | null) => (iso ? new Date(iso).getTime() : undefined);

function DateCell({ iso }: { iso: string | null }) {
  const { t } = useTranslation();
  return iso ? (
    formatDateTime(iso)
  ) : (
    <Text as="span" color="fg.subtle">
      {t('competitions.notSet')}
    </Text>
  );
}

/**
 * Spec "/organizer/competitions": every competition, searched, sorted and paged in the browser
 * (docs/decisions.md: the server sends them all).
 */
export function CompetitionList({ competitions }: { competitions: Competition[] }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  // Issue 12 item 6: page, size, sort and search live in the address (as in the admin lists), so
  // opening a competition and coming back (or reloading, or sharing the link) keeps them.
  const params = useListParams(LIST_CONFIG);
  const [, setSearchParams] = useSearchParams();
  const { search: listSearch } = useLocation();
  const search = params.search;
  const sorting: SortingState = params.sort === 'none' ? [] : [{ id: params.sort, desc: params.direction === 'desc' }];
  const pagination: PaginationState = { pageIndex: params.page - 1, pageSize: params.perPage };
  const setSorting = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    const sort = LIST_SORTS.find((s) => s === first?.id) ?? 'none';
    params.setSort(sort, first?.desc ? 'desc' : 'asc');
  };
  // Read and written against the address as it is now: the page-size select sets the size and then
  // page 1 in two calls, and the second must not undo the first.
  const setPagination = (updater: Updater<PaginationState>) =>
    setSearchParams((current) => nextPagination(current, updater));

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('organizerArea.list.columns.name'),
        cell: (info) => (
          <Link asChild color="fg" fontWeight="semibold">
            <RouterLink to={competitionPaths.organizerEdit(info.row.original.slug)} state={{ listSearch }}>
              {inScript(info.getValue())}
            </RouterLink>
          </Link>
        ),
        sortingFn: 'text',
        meta: { wrap: true, primary: true },
      }),
      column.accessor('slug', {
        header: () => t('organizerArea.list.columns.slug'),
        cell: (info) => (
          <Text as="span" fontFamily="mono" fontSize="sm" color="fg.muted">
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('visibility', {
        header: () => t('organizerArea.list.columns.visibility'),
        cell: (info) =>
          info.row.original.archived ? (
            <Badge colorPalette="gray" data-testid="archived-badge">
              {t('organizerArea.archive.badge')}
            </Badge>
          ) : (
            <VisibilityBadge visibility={info.getValue()} />
          ),
      }),
      column.accessor((row) => STAGES.indexOf(row.stage), {
        id: 'stage',
        header: () => t('organizerArea.list.columns.stage'),
        cell: (info) => <StageBadge stage={info.row.original.stage} />,
      }),
      column.accessor((row) => timeOf(row.starts_at), {
        id: 'starts_at',
        header: () => t('organizerArea.list.columns.startsAt'),
        cell: (info) => <DateCell iso={info.row.original.starts_at} />,
        sortUndefined: 'last',
      }),
      column.accessor((row) => timeOf(row.ends_at), {
        id: 'ends_at',
        header: () => t('organizerArea.list.columns.endsAt'),
        cell: (info) => <DateCell iso={info.row.original.ends_at} />,
        sortUndefined: 'last',
      }),
    ],
    [t, inScript, listSearch],
  );

  // The React Compiler leaves this component alone: TanStack's table object is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: competitions,
    columns,
    getRowId: (row) => row.slug,
    state: { globalFilter: search, sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    globalFilterFn: (row, _columnId, query: string) => matchesCompetitionSearch(row.original, query),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
    sortDescFirst: false,
  });

  if (competitions.length === 0) {
    return (
      <EmptyNotice
        title={t('organizerArea.list.emptyTitle')}
        text={t('organizerArea.list.empty')}
        data-testid="competitions-empty"
      />
    );
  }

  const matching = table.getFilteredRowModel().rows.length;
  return (
    <Stack gap="4">
      <Flex gap="3" align="flex-end" justify="space-between" wrap="wrap">
        <Field.Root maxW={{ base: 'full', sm: 'sm' }}>
          <Field.Label>{t('organizerArea.list.search')}</Field.Label>
          <Input
            type="search"
            value={search}
            placeholder={t('organizerArea.list.searchPlaceholder')}
            onChange={(event) => params.setSearch(event.currentTarget.value)}
          />
        </Field.Root>
        <Text color="fg.muted" fontSize="sm" data-testid="total-count" aria-live="polite">
          {t('organizerArea.list.total', { count: matching })}
        </Text>
      </Flex>
      {matching === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" data-testid="no-matches">
          {t('organizerArea.list.noMatches')}
        </Text>
      ) : (
        <DataTable table={table} label={t('organizerArea.list.title')} stackOnPhones data-testid="competitions-table" />
      )}
      <TablePagination table={table} />
    </Stack>
  );
}
