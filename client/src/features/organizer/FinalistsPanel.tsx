import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { createColumnHelper, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { formatDateTime } from '../../lib/dates';
import { serverMessageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { PageLoading } from '../layout/PageLoading';
import { InvitationStatusBadge } from '../competitions/badges';
import { BooleanMark } from '../competitions/BooleanMark';
import { competitionPaths } from '../competitions/paths';
import { EmptyNotice, LoadError } from '../competitions/StateViews';
import type { Competition, Finalist } from '../competitions/types';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable } from './DataTable';
import { DownloadIcon, SendIcon, TrashIcon } from './icons';
import { ExtendDialog, FinalsNumbers, InviteAcceptedDialog, ReminderSelect } from './FinalsLogistics';
import { InviteFinalistsDialog } from './InviteFinalistsDialog';

const column = createColumnHelper<Finalist>();
/** An unanswered invitation past its expiry can no longer be answered (spec section 4). */
const isExpired = (finalist: Finalist) =>
  finalist.status === 'pending' && new Date(finalist.invitation_expires_at).getTime() <= Date.now();
const ANSWERS = ['hotel_day1', 'hotel_day2', 'travel_compensation', 'excuse_note'] as const;
const ANSWER_LABELS = {
  hotel_day1: 'organizerArea.finalists.columns.hotelDay1',
  hotel_day2: 'organizerArea.finalists.columns.hotelDay2',
  travel_compensation: 'organizerArea.finalists.columns.travelCompensation',
  excuse_note: 'organizerArea.finalists.columns.excuseNote',
} as const;

/** Spec "Finalists" tab (stage finals): invited finalists and their answers, invite, export, remove. */
export function FinalistsPanel({ competition }: { competition: Competition }) {
  const { t, i18n } = useTranslation();
  const { slug } = competition;
  const utils = trpc.useUtils();
  const finalists = trpc.organizer.finalists.list.useQuery({ slug });
  const [isInviting, setIsInviting] = useState(false);
  const [removing, setRemoving] = useState<Finalist | null>(null);
  /** The invitation being extended: one user's, or (user null) every pending one. */
  const [extending, setExtending] = useState<{ user: Finalist['user'] | null } | null>(null);
  const [isInvitingAccepted, setIsInvitingAccepted] = useState(false);
  const lang = i18n.language === 'en' ? 'en' : 'sr';
  const remove = trpc.organizer.finalists.remove.useMutation({
    onSuccess: async () => {
      notify({ type: 'success', title: t('organizerArea.finalists.removed') });
      setRemoving(null);
      await Promise.all([
        utils.organizer.finalists.list.invalidate({ slug }),
        utils.organizer.finalists.numbers.invalidate({ slug }),
      ]);
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });

  const columns = useMemo(
    () => [
      column.accessor((row) => row.user.username, {
        id: 'username',
        header: () => t('organizerArea.finalists.columns.username'),
      }),
      column.accessor((row) => row.user.email, {
        id: 'email',
        header: () => t('organizerArea.finalists.columns.email'),
      }),
      ...(
        [
          ['full_name', 'organizerArea.ops.finalists.columns.fullName'],
          ['institution', 'organizerArea.ops.finalists.columns.institution'],
          ['city', 'organizerArea.ops.finalists.columns.city'],
          ['shirt_size', 'organizerArea.ops.finalists.columns.shirtSize'],
        ] as const
      ).map(([field, label]) =>
        column.accessor((row) => row[field] ?? '', {
          id: field,
          header: () => t(label),
          meta: { wrap: field !== 'shirt_size' },
        }),
      ),
      column.accessor('status', {
        header: () => t('organizerArea.finalists.columns.status'),
        cell: (info) => <InvitationStatusBadge status={info.getValue()} isExpired={isExpired(info.row.original)} />,
      }),
      ...ANSWERS.map((answer) =>
        column.accessor(answer, {
          header: () => t(ANSWER_LABELS[answer]),
          cell: (info) => <BooleanMark value={info.getValue()} />,
          enableSorting: false,
          meta: { compact: true },
        }),
      ),
      column.accessor('invitation_expires_at', {
        header: () => t('organizerArea.finalists.columns.expiresAt'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: () => t('organizerArea.finalists.columns.actions'),
        cell: (info) => (
          <HStack gap="2">
            {info.row.original.status === 'pending' && (
              <Button size="xs" variant="outline" onClick={() => setExtending({ user: info.row.original.user })}>
                {t('organizerArea.ops.finalists.extend')}
              </Button>
            )}
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(info.row.original)}>
              <TrashIcon />
              {t('organizerArea.finalists.remove')}
            </Button>
          </HStack>
        ),
      }),
    ],
    [t],
  );

  // The React Compiler leaves this component alone: TanStack's table object is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: finalists.data ?? [],
    columns,
    getRowId: (row) => String(row.user.id),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    sortDescFirst: false,
  });

  if (finalists.isPending) return <PageLoading />;
  if (finalists.isError) return <LoadError error={finalists.error} onRetry={() => void finalists.refetch()} />;

  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Text color="fg.muted" maxW="2xl">
          {t('organizerArea.finalists.description')}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <a
              href={`${competitionPaths.finalistsCsv(slug)}?lang=${lang}&separator=${lang === 'sr' ? 'semicolon' : 'comma'}`}
              download={`finalists-${slug}.csv`}
            >
              <DownloadIcon />
              {t('organizerArea.finalists.export')}
            </a>
          </Button>
          <Button variant="outline" onClick={() => setIsInvitingAccepted(true)}>
            <SendIcon />
            {t('organizerArea.ops.finalists.inviteAccepted')}
          </Button>
          <Button onClick={() => setIsInviting(true)}>
            <SendIcon />
            {t('organizerArea.finalists.invite')}
          </Button>
        </HStack>
      </Flex>
      <FinalsNumbers slug={slug} />
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <ReminderSelect slug={slug} />
        {finalists.data.some((f) => f.status === 'pending') && (
          <Button size="sm" variant="outline" onClick={() => setExtending({ user: null })}>
            {t('organizerArea.ops.finalists.extendAll')}
          </Button>
        )}
      </Flex>
      {finalists.data.length === 0 ? (
        <EmptyNotice
          title={t('organizerArea.finalists.emptyTitle')}
          text={t('organizerArea.finalists.empty')}
          data-testid="finalists-empty"
        />
      ) : (
        <DataTable table={table} label={t('organizerArea.edit.tabs.finalists')} data-testid="finalists-table" />
      )}
      <InviteFinalistsDialog slug={slug} isOpen={isInviting} onClose={() => setIsInviting(false)} />
      <InviteAcceptedDialog slug={slug} isOpen={isInvitingAccepted} onClose={() => setIsInvitingAccepted(false)} />
      <ExtendDialog
        slug={slug}
        user={extending?.user ?? null}
        isOpen={extending !== null}
        onClose={() => setExtending(null)}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ slug, user_id: removing.user.id })}
        isConfirming={remove.isPending}
        title={t('organizerArea.finalists.removeDialog.title', { username: removing?.user.username ?? '' })}
        text={t('organizerArea.finalists.removeDialog.text')}
        confirmLabel={t('organizerArea.finalists.removeDialog.confirm')}
        confirmingLabel={t('organizerArea.finalists.removeDialog.removing')}
        cancelLabel={t('organizerArea.finalists.removeDialog.cancel')}
      />
    </Stack>
  );
}
