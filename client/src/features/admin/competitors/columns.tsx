import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CompetitorTab } from '@ctf/shared/schemas/admin';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { EmailAddress } from '@/components/ui/email-address';
import { actionsColumn } from '@/components/data-table/actions-column';
import { dateTimeText } from '../components/columns';
import { YesNo } from '../components/YesNo';
import { EyeIcon } from '../icons';
import type { AdminCompetitor } from '../types';
import { institutionText } from './institution-text';
import { StatusBadge } from './StatusBadge';
import { AcceptButton, RefuseButton } from './DecisionButtons';
import { categoriesColumn } from '@/features/people-categories/categories-column';
import type { ListCategories } from '@/features/people-categories/use-list-categories';
import type { CompetitorDecisions } from './use-decisions';

const column = createColumnHelper<AdminCompetitor>();

interface ColumnOptions {
  t: TFunction;
  /** Listed names in the interface's script (useInterfaceScript). */
  inScript: (name: string) => string;
  decisions: CompetitorDecisions;
  /** The list season's category names (a person's categories, computed from the accepted application). */
  categories: Pick<ListCategories, 'namesOf'>;
  onView: (competitor: AdminCompetitor) => void;
  onReject: (competitor: AdminCompetitor) => void;
  onAccept: (competitor: AdminCompetitor) => void;
  /** Pending tab: the applications ticked for a bulk decision. */
  selection?: { isSelected: (id: number) => boolean; toggle: (competitor: AdminCompetitor) => void };
}

/**
 * The columns of each tab (spec section 2). Column ids are the server's sort keys, so a header is
 * sortable exactly when the server can sort by it.
 */
export function competitorColumns(
  tab: CompetitorTab,
  { t, inScript, decisions, categories, onView, onReject, onAccept, selection }: ColumnOptions,
) {
  const id = column.accessor('id', { header: t('admin.competitors.columns.id') });
  const name = column.accessor('full_name', {
    id: 'name',
    header: tab === 'all' ? t('admin.competitors.columns.fullName') : t('admin.competitors.columns.name'),
    meta: { wrap: true },
  });
  // The whole list names each application's status under the name: a column of its own made the Serbian
  // table 68 px wider than a 1280 px desktop once the categories joined it.
  const nameAndStatus = column.accessor('full_name', {
    id: 'name',
    header: t('admin.competitors.columns.fullName'),
    meta: { wrap: true },
    cell: ({ row: { original } }) => (
      <Stack gap="1" align="start">
        <Text data-part="name">{original.full_name}</Text>
        <StatusBadge status={original.status} />
      </Stack>
    ),
  });
  const createdAt = column.accessor('created_at', {
    header: t('admin.competitors.columns.createdAt'),
    cell: (info) => dateTimeText(info.getValue()),
  });
  const categoriesOf = categoriesColumn<AdminCompetitor>(t, categories);
  const actions = column.display(
    actionsColumn(t('admin.common.actions'), (competitor: AdminCompetitor) => (
      <HStack gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Button
          size="xs"
          variant="outline"
          onClick={() => onView(competitor)}
          aria-label={t('admin.competitors.viewLabel', { name: competitor.full_name })}
        >
          <EyeIcon aria-hidden="true" />
          {t('admin.competitors.view')}
        </Button>
        {tab === 'pending' && (
          <>
            <AcceptButton
              size="xs"
              competitor={competitor}
              decisions={decisions}
              onAccept={onAccept}
              aria-label={t('admin.competitors.acceptLabel', { name: competitor.full_name })}
            />
            <RefuseButton
              size="xs"
              decisions={decisions}
              onClick={() => onReject(competitor)}
              aria-label={t('admin.competitors.rejectLabel', { name: competitor.full_name })}
            >
              {t('admin.competitors.reject')}
            </RefuseButton>
          </>
        )}
      </HStack>
    )),
  );

  // Username and e-mail in one cell: every tab's table fits at 1280 px (in Serbian as well) with its date in
  // view, not under the actions column that stays at the right edge.
  const account = column.accessor((row) => row.user.username, {
    id: 'username',
    header: t('admin.competitors.columns.account'),
    cell: ({ row: { original } }) => (
      <Stack gap="0">
        <Text>{original.user.username}</Text>
        <Text color="fg.muted" fontSize="xs">
          <EmailAddress address={original.user.email} />
        </Text>
      </Stack>
    ),
    meta: { wrap: true },
  });
  if (tab === 'ctf-team') {
    return [
      id,
      name,
      account,
      column.accessor((row) => institutionText(t, inScript, row), {
        id: 'institution',
        header: t('admin.competitors.columns.institution'),
        enableSorting: false,
        meta: { wrap: true },
      }),
      column.accessor('joined_team_at', {
        header: t('admin.competitors.columns.joinedAt'),
        cell: (info) => dateTimeText(info.getValue()),
      }),
      categoriesOf,
      actions,
    ];
  }
  if (tab === 'pending') {
    const select = column.display({
      id: 'select',
      header: () => <Box srOnly>{t('admin.competitors.bulk.selectColumn')}</Box>,
      cell: ({ row: { original: competitor } }) => (
        <Checkbox.Root
          size="sm"
          checked={selection?.isSelected(competitor.id) ?? false}
          onCheckedChange={() => selection?.toggle(competitor)}
          aria-label={t('admin.competitors.bulk.selectLabel', { name: competitor.full_name })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      ),
    });
    return [select, id, name, account, createdAt, actions];
  }
  if (tab === 'rejected')
    return [
      id,
      name,
      account,
      column.accessor('decided_at', {
        header: t('admin.competitors.columns.decidedAt'),
        enableSorting: false,
        cell: (info) => dateTimeText(info.getValue()),
      }),
      column.accessor('rejection_reason', {
        header: t('admin.competitors.columns.reason'),
        enableSorting: false,
        meta: { wrap: true },
        cell: (info) => info.getValue() ?? t('admin.common.none'),
      }),
      actions,
    ];
  return [
    id,
    nameAndStatus,
    account,
    column.accessor('ctf_team', {
      header: t('admin.competitors.columns.ctfTeam'),
      cell: (info) => <YesNo value={info.getValue()} />,
    }),
    categoriesOf,
    createdAt,
    actions,
  ];
}
