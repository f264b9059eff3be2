import { Alert } from '@chakra-ui/react/alert';
import { Stack } from '@chakra-ui/react/stack';
import { COMPETITOR_SORTS, LIST_PAGE_SIZES, type CompetitorTab } from '@ctf/shared/schemas/admin';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { DataTable } from '../components/DataTable';
import { ListEmpty } from '../components/ListEmpty';
import { LoadError } from '../components/LoadError';
import { PageSizeSelect } from '../components/PageSizeSelect';
import { Pagination } from '../components/Pagination';
import { SearchInput } from '../components/SearchInput';
import { TotalCount } from '../components/TotalCount';
import type { ListParamsConfig } from '../list/list-params';
import { ListToolbar } from '../list/ListToolbar';
import { usePageInRange } from '../list/use-page-in-range';
import { useListParams } from '../list/use-list-params';
import type { AdminCompetitor } from '../types';
import { competitorColumns } from './columns';
import { CompetitorDialog } from './CompetitorDialog';
import { InstitutionPicker } from './InstitutionPicker';
import { RejectDialog } from './RejectDialog';
import { useCompetitorDecisions } from './use-decisions';

type CompetitorSort = (typeof COMPETITOR_SORTS)[number];

/** Newest applications first in "all", the longest-waiting first in "pending", newest members first in the team. */
const LIST_CONFIG: Record<CompetitorTab, ListParamsConfig<CompetitorSort>> = {
  all: { pageSizes: LIST_PAGE_SIZES, sorts: COMPETITOR_SORTS, defaultSort: 'created_at', defaultDirection: 'desc' },
  'ctf-team': {
    pageSizes: LIST_PAGE_SIZES,
    sorts: COMPETITOR_SORTS,
    defaultSort: 'joined_team_at',
    defaultDirection: 'desc',
  },
  pending: { pageSizes: LIST_PAGE_SIZES, sorts: COMPETITOR_SORTS, defaultSort: 'created_at', defaultDirection: 'asc' },
};

/** One tab of /admin/competitors: searched, sorted and paged on the server, with the dialogs it opens. */
export function CompetitorList({ tab }: { tab: CompetitorTab }) {
  const { t } = useTranslation();
  const params = useListParams(LIST_CONFIG[tab]);
  const competitors = trpc.admin.competitors.list.useQuery(
    {
      tab,
      page: params.page,
      per_page: params.perPage,
      search: params.search,
      sort: params.sort,
      direction: params.direction,
    },
    { placeholderData: keepPreviousData },
  );
  usePageInRange(params.page, competitors.data?.meta.page_count, params.replacePage);
  const decisions = useCompetitorDecisions();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<AdminCompetitor | null>(null);
  const [choosingFor, setChoosingFor] = useState<AdminCompetitor | null>(null);

  const columns = competitorColumns(tab, {
    t,
    decisions,
    onView: (competitor) => setViewingId(competitor.id),
    onReject: setRejecting,
  });

  return (
    <Stack gap="4">
      {tab === 'ctf-team' && (
        <Alert.Root status="success" variant="surface" data-testid="team-banner">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('admin.competitors.teamBanner')}</Alert.Title>
        </Alert.Root>
      )}
      {tab === 'pending' && (
        <Alert.Root status="warning" colorPalette="yellow" variant="surface" data-testid="pending-banner">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('admin.competitors.pendingBanner')}</Alert.Title>
        </Alert.Root>
      )}
      <ListToolbar
        search={
          <SearchInput value={params.search} onSearch={params.setSearch} label={t('admin.competitors.searchLabel')} />
        }
      >
        <PageSizeSelect value={params.perPage} sizes={LIST_PAGE_SIZES} onChange={params.setPerPage} />
        <TotalCount total={competitors.data?.meta.total} />
      </ListToolbar>
      {competitors.isPending ? (
        <PageLoading />
      ) : competitors.isError ? (
        <LoadError error={competitors.error} onRetry={() => void competitors.refetch()} />
      ) : competitors.data.data.length === 0 ? (
        params.search ? (
          <ListEmpty title={t('admin.competitors.empty.search')} />
        ) : (
          <ListEmpty title={t(`admin.competitors.empty.${tab}`)} hint={t(`admin.competitors.empty.${tab}Hint`)} />
        )
      ) : (
        <DataTable
          label={t(`admin.competitors.tableLabel.${tab}`)}
          columns={columns}
          data={competitors.data.data}
          getRowId={(competitor) => String(competitor.id)}
          sorting={{ sort: params.sort, direction: params.direction, onSort: params.setSort }}
          isFetching={competitors.isPlaceholderData}
          data-testid="competitors-table"
        />
      )}
      <Pagination page={params.page} pageCount={competitors.data?.meta.page_count ?? 1} onPageChange={params.setPage} />
      <CompetitorDialog
        competitorId={viewingId}
        decisions={decisions}
        onClose={() => setViewingId(null)}
        onReject={setRejecting}
        onChooseInstitution={setChoosingFor}
      />
      <RejectDialog
        competitor={rejecting}
        decisions={decisions}
        onClose={() => setRejecting(null)}
        onRejected={() => {
          setRejecting(null);
          setViewingId(null);
        }}
      />
      <InstitutionPicker competitor={choosingFor} onClose={() => setChoosingFor(null)} />
    </Stack>
  );
}
