import { Badge } from '@chakra-ui/react/badge';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LIST_PAGE_SIZES } from '@ctf/shared/schemas/admin';
import { STAGES } from '@ctf/shared/schemas/competition';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  DataTable,
  FilterSelect,
  ListEmpty,
  SearchListToolbar,
  PageSizeSelect,
  Pagination,
  TotalCount,
  useListParams,
} from '../../components/data-table';
import { formatDateTime } from '../../lib/dates';
import { useInterfaceScript } from '../../lib/script';
import { StageBadge } from '../competitions/badges';
import { competitionPaths } from '../competitions/paths';
import { EmptyNotice } from '../competitions/StateViews';
import type { Competition } from '../competitions/types';
import { matchesCompetitionSearch, seasonsOf } from './competition-search';
import { VisibilityBadge } from './VisibilityBadge';

const LIST_SORTS = ['none', 'name', 'slug', 'season', 'visibility', 'stage', 'starts_at', 'ends_at'] as const;
const LIST_CONFIG = { pageSizes: LIST_PAGE_SIZES, sorts: LIST_SORTS, defaultSort: 'none' as const };
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
  const { search: listSearch } = useLocation();
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
      column.accessor('season', {
        header: () => t('organizerArea.list.season'),
        sortingFn: 'text',
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

  if (competitions.length === 0) {
    return (
      <EmptyNotice
        title={t('organizerArea.list.emptyTitle')}
        text={t('organizerArea.list.empty')}
        data-testid="competitions-empty"
      />
    );
  }

  // Issue 31: a season's competitions (in the address like the search; default: every season).
  const seasons = seasonsOf(competitions);
  const season = params.filter('season', seasons);
  const matching = competitions.filter(
    (competition) =>
      (season === undefined || competition.season === season) && matchesCompetitionSearch(competition, params.search),
  );
  return (
    <Stack gap="4">
      <SearchListToolbar
        params={params}
        label={t('organizerArea.list.search')}
        placeholder={t('organizerArea.list.searchPlaceholder')}
      >
        <FilterSelect
          params={params}
          name="season"
          label={t('organizerArea.list.season')}
          anyLabel={t('organizerArea.list.allSeasons')}
          choices={seasons}
          choiceLabel={(name) => name}
        />
        <PageSizeSelect value={params.perPage} sizes={LIST_PAGE_SIZES} onChange={params.setPerPage} />
        <TotalCount total={matching.length} text={(count) => t('organizerArea.list.total', { count })} />
      </SearchListToolbar>
      {matching.length === 0 ? (
        <ListEmpty title={t('organizerArea.list.noMatches')} data-testid="no-matches" />
      ) : (
        <DataTable
          label={t('organizerArea.list.title')}
          columns={columns}
          data={matching}
          getRowId={(row) => row.slug}
          sorting={{ sort: params.sort, direction: params.direction, onSort: params.setSort, unsorted: 'none' }}
          paging={{ page: params.page, perPage: params.perPage }}
          data-testid="competitions-table"
        />
      )}
      <Pagination
        page={params.page}
        pageCount={Math.max(1, Math.ceil(matching.length / params.perPage))}
        onPageChange={params.setPage}
      />
    </Stack>
  );
}
