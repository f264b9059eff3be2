import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { createColumnHelper, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { trpc } from '../../lib/trpc';
import { PageLoading } from '../layout/PageLoading';
import { RegistrationStatusBadge } from '../competitions/badges';
import { EmptyNotice, LoadError } from '../competitions/StateViews';
import type { Competition, Registration } from '../competitions/types';
import { DataTable } from './DataTable';
import { EyeIcon } from './icons';
import { RegistrationActions } from './RegistrationActions';
import { RegistrationDialog } from './RegistrationDialog';
import { fullName, institutionLabel } from './registration-details';
import { useRegistrationDecision } from './use-registration-decision';

const column = createColumnHelper<Registration>();

/** Spec "Registrations" tab (stage quals): who registered, with View, and Accept/Reject while pending. */
export function RegistrationsPanel({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const registrations = trpc.organizer.registrations.list.useQuery({ slug: competition.slug });
  const [viewedId, setViewedId] = useState<number | null>(null);
  const decision = useRegistrationDecision(competition.slug, () => setViewedId(null));
  const viewed = registrations.data?.find((registration) => registration.id === viewedId) ?? null;

  const columns = useMemo(
    () => [
      column.accessor((row) => fullName(row), {
        id: 'name',
        header: () => t('organizerArea.registrations.columns.name'),
        cell: (info) => (
          <Stack gap="0">
            <Text as="span" fontWeight="medium">
              {info.getValue()}
            </Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              {info.row.original.user.username}
            </Text>
          </Stack>
        ),
        meta: { wrap: true },
      }),
      column.accessor((row) => institutionLabel(row) ?? '', {
        id: 'institution',
        header: () => t('organizerArea.registrations.columns.institution'),
        cell: (info) =>
          info.getValue() || (
            <Text as="span" color="fg.subtle">
              {t('competitions.notSpecified')}
            </Text>
          ),
        meta: { wrap: true },
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
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={() => setViewedId(info.row.original.id)}>
              <EyeIcon />
              {t('organizerArea.registrations.view')}
            </Button>
            {info.row.original.status === 'pending' && (
              <RegistrationActions id={info.row.original.id} decision={decision} />
            )}
          </HStack>
        ),
      }),
    ],
    [t, decision],
  );

  // The React Compiler leaves this component alone: TanStack's table object is mutable by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: registrations.data ?? [],
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSorting: true,
    sortDescFirst: false,
  });

  if (registrations.isPending) return <PageLoading />;
  if (registrations.isError)
    return <LoadError error={registrations.error} onRetry={() => void registrations.refetch()} />;

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('organizerArea.registrations.description')}</Text>
      {registrations.data.length === 0 ? (
        <EmptyNotice
          title={t('organizerArea.registrations.emptyTitle')}
          text={t('organizerArea.registrations.empty')}
          data-testid="registrations-empty"
        />
      ) : (
        <DataTable table={table} label={t('organizerArea.edit.tabs.registrations')} data-testid="registrations-table" />
      )}
      <RegistrationDialog registration={viewed} onClose={() => setViewedId(null)} decision={decision} />
    </Stack>
  );
}
