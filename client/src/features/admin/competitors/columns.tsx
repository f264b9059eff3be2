import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import type { CompetitorTab } from '@ctf/shared/schemas/admin';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/dates';
import { YesNo } from '../components/YesNo';
import { CheckIcon, EyeIcon, XIcon } from '../icons';
import type { AdminCompetitor } from '../types';
import { institutionText } from './institution-text';
import { StatusBadge } from './StatusBadge';
import type { CompetitorDecisions } from './use-decisions';

const column = createColumnHelper<AdminCompetitor>();

const dateTime = (value: string | null) => (value ? <time dateTime={value}>{formatDateTime(value)}</time> : null);

interface ColumnOptions {
  t: TFunction;
  decisions: CompetitorDecisions;
  onView: (competitor: AdminCompetitor) => void;
  onReject: (competitor: AdminCompetitor) => void;
}

/**
 * The columns of each tab (spec section 2). Column ids are the server's sort keys, so a header is
 * sortable exactly when the server can sort by it.
 */
export function competitorColumns(tab: CompetitorTab, { t, decisions, onView, onReject }: ColumnOptions) {
  const id = column.accessor('id', { header: t('admin.competitors.columns.id') });
  const name = column.accessor('full_name', {
    id: 'name',
    header: tab === 'all' ? t('admin.competitors.columns.fullName') : t('admin.competitors.columns.name'),
    meta: { wrap: true },
  });
  const username = column.accessor((row) => row.user.username, {
    id: 'username',
    header: t('admin.competitors.columns.username'),
  });
  const email = column.accessor((row) => row.user.email, { id: 'email', header: t('admin.competitors.columns.email') });
  const createdAt = column.accessor('created_at', {
    header: t('admin.competitors.columns.createdAt'),
    cell: (info) => dateTime(info.getValue()),
  });
  const actions = column.display({
    id: 'actions',
    header: t('admin.common.actions'),
    meta: { isActions: true },
    cell: ({ row: { original: competitor } }) => (
      <HStack gap="2">
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
            <Button
              size="xs"
              colorPalette="green"
              onClick={() => decisions.accept.mutate({ id: competitor.id })}
              loading={decisions.isAccepting(competitor)}
              loadingText={t('admin.competitors.accepting')}
              disabled={decisions.isDeciding}
              aria-label={t('admin.competitors.acceptLabel', { name: competitor.full_name })}
            >
              <CheckIcon aria-hidden="true" />
              {t('admin.competitors.accept')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => onReject(competitor)}
              disabled={decisions.isDeciding}
              aria-label={t('admin.competitors.rejectLabel', { name: competitor.full_name })}
            >
              <XIcon aria-hidden="true" />
              {t('admin.competitors.reject')}
            </Button>
          </>
        )}
      </HStack>
    ),
  });

  if (tab === 'ctf-team') {
    return [
      id,
      name,
      username,
      email,
      column.accessor((row) => institutionText(t, row), {
        id: 'institution',
        header: t('admin.competitors.columns.institution'),
        enableSorting: false,
        meta: { wrap: true },
      }),
      column.accessor('joined_team_at', {
        header: t('admin.competitors.columns.joinedAt'),
        cell: (info) => dateTime(info.getValue()),
      }),
      actions,
    ];
  }
  if (tab === 'pending') return [id, name, username, email, createdAt, actions];
  return [
    id,
    name,
    username,
    email,
    column.accessor('ctf_team', {
      header: t('admin.competitors.columns.ctfTeam'),
      cell: (info) => <YesNo value={info.getValue()} />,
    }),
    column.accessor('status', {
      header: t('admin.competitors.columns.status'),
      enableSorting: false,
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    createdAt,
    actions,
  ];
}
