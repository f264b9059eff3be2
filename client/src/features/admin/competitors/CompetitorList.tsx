import { Alert } from '@chakra-ui/react/alert';
import { Stack } from '@chakra-ui/react/stack';
import { COMPETITOR_SORTS, LIST_PAGE_SIZES, type CompetitorTab } from '@ctf/shared/schemas/admin';
import { GENDERS, REGIONS } from '@ctf/shared/schemas/competitor';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelects, ListEmpty, ServerList, useListParams, type ListParamsConfig } from '@/components/data-table';
import { trpc } from '@/lib/trpc';
import { useInterfaceScript } from '@/lib/script';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { listPlaceholder } from '../components/list-placeholder';
import type { AdminCompetitor } from '../types';
import { BulkDecisions } from './BulkDecisions';
import { competitorColumns } from './columns';
import { CsvExportButton } from '../exports/CsvExportButton';
import { CompetitorDialog } from './CompetitorDialog';
import { InstitutionFilter } from './InstitutionFilter';
import { InstitutionPicker } from './InstitutionPicker';
import { REASON_ACTIONS, ReasonDialog, type ReasonAction } from './ReasonDialog';
import { useCompetitorDecisions } from './use-decisions';
import { CategoryFilters } from '@/features/people-categories/CategoryFilters';
import { useListCategories } from '@/features/people-categories/use-list-categories';

type CompetitorSort = (typeof COMPETITOR_SORTS)[number];
const FILTERS = { gender: GENDERS, region: REGIONS };

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
  rejected: {
    pageSizes: LIST_PAGE_SIZES,
    sorts: COMPETITOR_SORTS,
    defaultSort: 'created_at',
    defaultDirection: 'desc',
  },
};

/** One tab of /admin/competitors: searched, sorted and paged on the server, with the dialogs it opens. */
export function CompetitorList({ tab }: { tab: CompetitorTab }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const params = useListParams(LIST_CONFIG[tab]);
  const institutionParam = Number(params.rawFilter('institution_id'));
  const filters = {
    ...params.choiceFilters(FILTERS),
    ...(Number.isInteger(institutionParam) && institutionParam > 0 ? { institution_id: institutionParam } : {}),
  };
  const categories = useListCategories(params);
  const filtered = Boolean(params.search || Object.keys(filters).length || categories.filtered);
  const competitors = trpc.admin.competitors.list.useQuery(
    { tab, ...params.input, ...filters, ...categories.input },
    { placeholderData: keepPreviousData },
  );
  const decisions = useCompetitorDecisions();
  const [viewingId, setViewingId] = useState<number | null>(null);
  // The one competitor being rejected or revoked, with which of the two.
  const [refusing, setRefusing] = useState<{ action: ReasonAction; competitor: AdminCompetitor } | null>(null);
  const refuse = (action: ReasonAction) => (competitor: AdminCompetitor) => setRefusing({ action, competitor });
  const [choosingFor, setChoosingFor] = useState<AdminCompetitor | null>(null);
  const [accepting, setAccepting] = useState<AdminCompetitor | null>(null);
  const [selected, setSelected] = useState<Map<number, AdminCompetitor>>(new Map());

  const columns = competitorColumns(tab, {
    t,
    inScript,
    decisions,
    categories,
    onView: (competitor) => setViewingId(competitor.id),
    onReject: refuse('reject'),
    onAccept: setAccepting,
    selection: {
      isSelected: (id) => selected.has(id),
      toggle: (competitor) =>
        setSelected((current) => {
          const next = new Map(current);
          if (next.has(competitor.id)) next.delete(competitor.id);
          else next.set(competitor.id, competitor);
          return next;
        }),
    },
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
      <ServerList
        params={params}
        pageSizes={LIST_PAGE_SIZES}
        query={competitors}
        placeholder={listPlaceholder(competitors)}
        empty={
          filtered ? (
            <ListEmpty title={t('admin.competitors.empty.search')} />
          ) : (
            <ListEmpty title={t(`admin.competitors.empty.${tab}`)} hint={t(`admin.competitors.empty.${tab}Hint`)} />
          )
        }
        searchLabel={t('admin.competitors.searchLabel')}
        filters={
          <>
            <FilterSelects
              params={params}
              choices={FILTERS}
              labels={{ gender: t('admin.competitors.filters.gender'), region: t('admin.competitors.filters.region') }}
              anyLabel={t('admin.competitors.filters.any')}
              choiceLabels={{
                gender: (gender) => t(`admin.competitors.gender.${gender}`),
                region: (region) => t(`admin.institutions.regions.${region}`),
              }}
            />
            <InstitutionFilter
              value={filters.institution_id}
              onChange={(id) => params.setFilter('institution_id', id === undefined ? '' : String(id))}
            />
            <CategoryFilters params={params} categories={categories} />
          </>
        }
        actions={<CsvExportButton kind="competitors" input={{ tab, search: params.search, ...filters }} />}
        above={
          tab === 'pending' && (
            <BulkDecisions
              selected={[...selected.values()]}
              onClear={() => setSelected(new Map())}
              onDone={decisions.refresh}
            />
          )
        }
        label={t(`admin.competitors.tableLabel.${tab}`)}
        columns={columns}
        getRowId={(competitor) => String(competitor.id)}
        data-testid="competitors-table"
      />
      <CompetitorDialog
        competitorId={viewingId}
        decisions={decisions}
        onClose={() => setViewingId(null)}
        onReject={refuse('reject')}
        onChooseInstitution={setChoosingFor}
        onAccept={setAccepting}
        onRevoke={refuse('revoke')}
      />
      <ConfirmDialog
        isOpen={accepting !== null}
        onClose={() => setAccepting(null)}
        onConfirm={() =>
          accepting &&
          decisions.accept.mutate(
            { id: accepting.id },
            {
              onSuccess: () => {
                setAccepting(null);
                setViewingId(null);
              },
            },
          )
        }
        isConfirming={decisions.accept.isPending}
        title={t('admin.competitors.acceptDialog.title')}
        text={t('admin.competitors.acceptDialog.text', { name: accepting?.full_name ?? '' })}
        confirmLabel={t('admin.competitors.accept')}
        confirmingLabel={t('admin.competitors.accepting')}
        confirmPalette="green"
      />
      {REASON_ACTIONS.map((action) => (
        <ReasonDialog
          key={action}
          action={action}
          competitor={refusing?.action === action ? refusing.competitor : null}
          decisions={decisions}
          onClose={() => setRefusing(null)}
          onDone={() => {
            setRefusing(null);
            setViewingId(null);
          }}
        />
      ))}
      <InstitutionPicker competitor={choosingFor} onClose={() => setChoosingFor(null)} />
    </Stack>
  );
}
