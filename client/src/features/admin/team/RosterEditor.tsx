import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type RosterRules, rosterChecks, rosterConfirmable } from '@ctf/shared/programme/roster';
import type { Roster, RosterPlayer } from '@ctf/shared/schemas/roster';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, ListEmpty } from '@/components/data-table';
import { DownloadLink } from '@/components/ui/download-link';
import { notify } from '@/components/ui/notify';
import { formatDate, formatDateTime } from '@/lib/dates';
import { errorCodeOf, serverMessageOf } from '@/lib/errors';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { AdminPage } from '../components/AdminPage';
import { actionsColumn } from '@/components/data-table/actions-column';
import { listPlaceholder } from '../components/list-placeholder';
import { CheckIcon, RotateCcwIcon, TrashIcon } from '../icons';
import { ADMIN_PATHS } from '../paths';
import { FinalsPlaces } from './FinalsPlaces';
import { RosterCandidates } from './RosterCandidates';
import { RosterChecklist } from './RosterChecklist';
import { RosterRulesDialog } from './RosterRulesDialog';
import { RosterStatus } from './TeamRosters';
import { TeamCertificates } from './TeamCertificates';

const column = createColumnHelper<RosterPlayer>();

export const rulesOf = (roster: Roster): RosterRules => ({
  size: roster.size,
  reserves: roster.reserves,
  age_max: roster.age_max,
  junior_age_max: roster.junior_age_max,
  junior_share: roster.junior_share,
  reference_date: roster.reference_date,
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** /admin/team/:id: the rules met or not as members are added, removed or made reserves; confirm, CSV, print. */
export function RosterEditor({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const inScript = useInterfaceScript();
  const utils = trpc.useUtils();
  const roster = trpc.admin.roster.get.useQuery({ id });
  const [editingRules, setEditingRules] = useState(false);
  // The season's category names for the members' codes.
  const seasons = trpc.programme.seasons.useQuery(undefined, { staleTime: 5 * 60_000 });
  const onSaved = (saved: Roster) => {
    utils.admin.roster.get.setData({ id }, saved);
    void utils.admin.roster.list.invalidate();
  };
  const onError = (error: unknown) => {
    notify({ type: 'error', title: t('admin.team.failed'), description: serverMessageOf(error) });
    if (errorCodeOf(error) === 'EDIT_CONFLICT' || errorCodeOf(error) === 'ROSTER_CONFIRMED') void roster.refetch();
  };
  const options = { onSuccess: onSaved, onError };
  const add = trpc.admin.roster.addMember.useMutation(options);
  const remove = trpc.admin.roster.removeMember.useMutation(options);
  const setReserve = trpc.admin.roster.setReserve.useMutation(options);
  const confirm = trpc.admin.roster.confirm.useMutation({
    onSuccess: (saved) => {
      onSaved(saved);
      notify({ type: 'success', title: t('admin.team.roster.confirmed') });
    },
    onError,
  });
  const reopen = trpc.admin.roster.reopen.useMutation({
    onSuccess: (saved) => {
      onSaved(saved);
      notify({ type: 'success', title: t('admin.team.roster.reopened') });
    },
    onError,
  });
  const isBusy = add.isPending || remove.isPending || setReserve.isPending || confirm.isPending || reopen.isPending;

  if (roster.isPending || roster.isError) return listPlaceholder(roster);
  const data = roster.data;
  const isDraft = data.status === 'draft';
  const version = data.version;
  // The rules as the page's members stand: the same function the server confirms with.
  const checks = rosterChecks(data.members, rulesOf(data));
  const confirmable = rosterConfirmable(checks);
  const categoryNames = new Map(
    seasons.data?.find((season) => season.id === data.season_id)?.categories.map((c) => [c.code, c.name]),
  );

  const columns = [
    column.accessor('username', {
      header: t('admin.team.roster.columns.username'),
      meta: { primary: true },
      cell: (info) => (
        <Stack gap="0">
          <Text fontWeight="medium">{info.getValue()}</Text>
          {info.row.original.reserve && (
            <Text fontSize="xs" color="orange.300">
              {t('admin.team.roster.columns.reserve')}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('full_name', {
      header: t('admin.team.roster.columns.name'),
      meta: { wrap: true },
      cell: (info) => (info.getValue() ? inScript(info.getValue()!) : t('admin.common.none')),
    }),
    column.accessor('age', {
      header: t('admin.team.roster.columns.age'),
      meta: { compact: true },
      cell: (info) => info.getValue() ?? t('admin.team.roster.noAge'),
    }),
    column.accessor('categories', {
      header: t('admin.team.roster.columns.categories'),
      cell: (info) =>
        info.getValue().length
          ? info
              .getValue()
              .map((code) => inScript(categoryNames.get(code) ?? code))
              .join(', ')
          : t('admin.common.none'),
    }),
    column.accessor('finals', {
      header: t('admin.team.roster.columns.finals'),
      meta: { wrap: true },
      cell: (info) => <FinalsPlaces finals={info.getValue()} />,
    }),
    // A confirmed roster is read-only until it is reopened: no actions column.
    ...(isDraft
      ? [
          column.display(
            actionsColumn(t('admin.team.roster.columns.actions'), (member) => (
              <HStack gap="3">
                <Checkbox.Root
                  size="sm"
                  checked={member.reserve}
                  disabled={!isDraft || isBusy}
                  onCheckedChange={(change) =>
                    setReserve.mutate({ id, user_id: member.user_id, reserve: change.checked === true, version })
                  }
                  aria-label={t('admin.team.roster.reserveNamed', { username: member.username })}
                  data-testid="roster-reserve"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('admin.team.roster.columns.reserve')}</Checkbox.Label>
                </Checkbox.Root>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={!isDraft || isBusy}
                  onClick={() => remove.mutate({ id, user_id: member.user_id, version })}
                  aria-label={t('admin.team.roster.removeNamed', { username: member.username })}
                >
                  <TrashIcon aria-hidden="true" />
                </Button>
              </HStack>
            )),
          ),
        ]
      : []),
  ];

  const csvHref = `/api/rosters/${id}/roster.csv?lang=${i18n.language}`;
  return (
    <AdminPage
      title={inScript(data.event_name)}
      heading={
        <HStack gap="3" wrap="wrap">
          <span>
            {t('admin.team.roster.heading', { event: inScript(data.event_name), season: inScript(data.season) })}
          </span>
          <RosterStatus status={data.status} />
        </HStack>
      }
      description={t('admin.team.roster.summary', {
        date: formatDate(data.reference_date),
        season: inScript(data.season),
      })}
      back={{ to: `${ADMIN_PATHS.team}?season=${data.season_id}`, label: t('admin.team.roster.back') }}
      actions={
        <HStack gap="2" wrap="wrap">
          <DownloadLink size="sm" href={csvHref} data-testid="roster-csv">
            {t('admin.team.roster.csv')}
          </DownloadLink>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={ADMIN_PATHS.teamRosterPrint(id)}>{t('admin.team.roster.print')}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack gap="8">
        <Section title={t('admin.team.roster.rules')}>
          <RosterChecklist checks={checks} rules={rulesOf(data)} members={data.members} />
          {isDraft && (
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => setEditingRules(true)}
              data-testid="roster-edit-rules"
            >
              {t('admin.team.roster.editRules')}
            </Button>
          )}
          {editingRules && <RosterRulesDialog roster={data} onClose={() => setEditingRules(false)} />}
          {isDraft ? (
            <Stack gap="2" align="flex-start">
              <Button
                colorPalette="green"
                disabled={!confirmable || isBusy}
                loading={confirm.isPending}
                loadingText={t('admin.team.roster.confirming')}
                onClick={() => confirm.mutate({ id, version })}
                aria-describedby={confirmable ? undefined : 'roster-confirm-blocked'}
                data-testid="roster-confirm"
              >
                <CheckIcon aria-hidden="true" />
                {t('admin.team.roster.confirm')}
              </Button>
              {!confirmable && (
                <Text id="roster-confirm-blocked" fontSize="sm" color="fg.muted">
                  {t('admin.team.roster.confirmBlocked')}
                </Text>
              )}
            </Stack>
          ) : (
            <Alert.Root status="success" data-testid="roster-confirmed">
              <Alert.Indicator />
              <Alert.Content gap="3">
                <Alert.Description>
                  {t('admin.team.roster.confirmedOn', {
                    date: data.confirmed_at ? formatDateTime(data.confirmed_at) : '',
                    username: data.confirmed_by ?? t('admin.common.none'),
                  })}
                </Alert.Description>
                {/* Under the text, so a phone's narrow notice keeps it inside. */}
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="flex-start"
                  onClick={() => reopen.mutate({ id, version })}
                  disabled={isBusy}
                >
                  <RotateCcwIcon aria-hidden="true" />
                  {t('admin.team.roster.reopen')}
                </Button>
              </Alert.Content>
            </Alert.Root>
          )}
        </Section>
        <Section title={t('admin.team.roster.members')}>
          {data.members.length === 0 ? (
            <ListEmpty title={t('admin.team.roster.noMembers')} />
          ) : (
            <DataTable
              label={t('admin.team.roster.membersLabel')}
              columns={columns}
              data={data.members}
              getRowId={(member) => String(member.user_id)}
              data-testid="roster-members"
            />
          )}
        </Section>
        {!isDraft && (
          <Section title={t('certificatesStaff.team.title')}>
            <TeamCertificates roster={data} />
          </Section>
        )}
        {isDraft && (
          <Section title={t('admin.team.roster.add.title')}>
            <RosterCandidates
              rosterId={id}
              version={version}
              isBusy={isBusy}
              onAdd={(candidate) => add.mutate({ id, user_id: candidate.user_id, version })}
            />
          </Section>
        )}
      </Stack>
    </AdminPage>
  );
}
