import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import type { RosterSummary } from '@ctf/shared/schemas/roster';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSearchParams } from '@/lib/use-search-params';
import { ListEmpty } from '@/components/data-table';
import { FormField } from '@/components/form/FormField';
import { formatDate } from '@/lib/dates';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { Loaded } from '../components/list-placeholder';
import { LoadedTable } from '../components/LoadedTable';
import { PlusIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';
import { RosterCreateForm } from './RosterCreateForm';

const column = createColumnHelper<RosterSummary>();

export function RosterStatus({ status }: { status: RosterSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={status === 'confirmed' ? 'green' : 'gray'} variant="subtle">
      {t(`admin.team.status.${status}`)}
    </Badge>
  );
}

/** /admin/team: the national team rosters of a season (kept in the address), and a new one. */
export function TeamRosters() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const seasons = trpc.programme.seasons.useQuery();
  const chosen = Number(params.get('season')) || undefined;
  const season = seasons.data?.find((row) => row.id === chosen) ?? seasons.data?.[0];
  const rosters = trpc.admin.roster.list.useQuery({ season_id: season?.id ?? 0 }, { enabled: season !== undefined });

  const columns = [
    column.accessor('event_name', {
      header: t('admin.team.columns.event'),
      meta: { primary: true, wrap: true },
      cell: (info) => (
        <Link asChild color="blue.300">
          <RouterLink to={ADMIN_PATHS.teamRoster(info.row.original.id)}>{inScript(info.getValue())}</RouterLink>
        </Link>
      ),
    }),
    column.accessor('reference_date', {
      header: t('admin.team.columns.date'),
      cell: (info) => formatDate(info.getValue()),
    }),
    column.display({
      id: 'players',
      header: t('admin.team.columns.players'),
      cell: (info) =>
        t('admin.team.playersCount', {
          players: info.row.original.players,
          reserves: info.row.original.reserve_players,
        }),
    }),
    column.accessor('status', {
      header: t('admin.team.columns.status'),
      cell: (info) => <RosterStatus status={info.getValue()} />,
    }),
  ];

  return (
    <AdminPage
      title={t('admin.team.title')}
      description={t('admin.team.description')}
      actions={
        season && !creating ? (
          <Button colorPalette="blue" onClick={() => setCreating(true)} data-testid="roster-new">
            <PlusIcon aria-hidden="true" />
            {t('admin.team.create.open')}
          </Button>
        ) : undefined
      }
    >
      <Loaded query={seasons}>
        {(allSeasons) =>
          !season ? (
            <ListEmpty title={t('admin.team.noSeasons')} />
          ) : (
            <Stack gap="5">
              <Stack maxW="xs">
                <FormField label={t('admin.team.season')}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={season.id}
                      onChange={(event) => {
                        setCreating(false);
                        setParams({ season: event.target.value }, { replace: true });
                      }}
                      data-testid="roster-season"
                    >
                      {allSeasons.map((row) => (
                        <option key={row.id} value={row.id}>
                          {inScript(row.name)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Stack>
              {creating && <RosterCreateForm key={season.id} seasonId={season.id} seasonName={season.name} />}
              <LoadedTable
                query={rosters}
                emptyTitle={t('admin.team.empty')}
                label={t('admin.team.tableLabel')}
                columns={columns}
                getRowId={(roster) => String(roster.id)}
                data-testid="rosters-table"
              />
            </Stack>
          )
        }
      </Loaded>
    </AdminPage>
  );
}
