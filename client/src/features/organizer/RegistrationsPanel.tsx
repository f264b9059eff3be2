import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LIST_PAGE_SIZES } from '@ctf/shared/schemas/admin';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@ctf/shared/schemas/competition';
import { REGISTRATION_SORTS } from '@ctf/shared/schemas/organizer';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ServerList, useListParams } from '../../components/data-table';
import { useInterfaceScript } from '../../lib/script';
import { trpc } from '../../lib/trpc';
import { EmptyNotice, LoadError } from '../competitions/StateViews';
import type { Competition } from '../competitions/types';
import { PageLoading } from '../layout/PageLoading';
import { BulkRegistrationDecisions } from './BulkRegistrationDecisions';
import { RegistrationDialog } from './RegistrationDialog';
import { registrationColumns, type RegistrationRow } from './registration-columns';
import { RegistrationsExport } from './RegistrationsExport';
import { useRegistrationDecision } from './use-registration-decision';
import { CategoryFilters } from '../people-categories/CategoryFilters';
import { useListCategories } from '../people-categories/use-list-categories';

const LIST_CONFIG = { pageSizes: LIST_PAGE_SIZES, sorts: REGISTRATION_SORTS, defaultSort: 'created_at' as const };

/**
 * Spec "Registrations" tab (stage quals), issue 12 item 1: paged, searched and filtered on the
 * server with the counts per status; rows selected for one bulk accept or reject; the CSV export of
 * what is shown. Page, size, sort, search and status live in the address.
 */
export function RegistrationsPanel({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { slug } = competition;
  const params = useListParams(LIST_CONFIG);
  const status = params.filter('status', REGISTRATION_STATUSES);
  const categories = useListCategories(params, competition.season_id);
  const registrations = trpc.organizer.registrations.page.useQuery(
    {
      slug,
      ...params.input,
      ...(status ? { status } : {}),
      ...categories.input,
    },
    { placeholderData: keepPreviousData },
  );
  const [viewedId, setViewedId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const decision = useRegistrationDecision(slug, () => setViewedId(null));
  const rows = (registrations.data?.data ?? []) as RegistrationRow[];
  const viewed = rows.find((registration) => registration.id === viewedId) ?? null;
  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const columns = registrationColumns({
    t,
    inScript,
    decision,
    categories,
    onView: setViewedId,
    selection: { selected, toggle },
    pendingOnPage: rows.filter((row) => row.status === 'pending').map((row) => row.id),
  });

  if (registrations.isPending) return <PageLoading />;
  if (registrations.isError)
    return <LoadError error={registrations.error} onRetry={() => void registrations.refetch()} />;

  const { counts, meta } = registrations.data;
  const all = counts.pending + counts.accepted + counts.rejected;
  if (all === 0) {
    return (
      <Stack gap="4">
        <Text color="fg.muted">{t('organizerArea.registrations.description')}</Text>
        <EmptyNotice
          title={t('organizerArea.registrations.emptyTitle')}
          text={t('organizerArea.registrations.empty')}
          data-testid="registrations-empty"
        />
      </Stack>
    );
  }
  const filters: [RegistrationStatus | undefined, string][] = [
    [undefined, t('organizerArea.ops.registrations.all', { count: all })],
    ...REGISTRATION_STATUSES.map(
      (s) => [s, t(`organizerArea.ops.registrations.${s}`, { count: counts[s] })] as [RegistrationStatus, string],
    ),
  ];

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('organizerArea.registrations.description')}</Text>
      <HStack
        gap="2"
        wrap="wrap"
        role="group"
        aria-label={t('organizerArea.ops.registrations.statusFilter')}
        data-testid="status-filter"
      >
        {filters.map(([value, label]) => (
          <Button
            key={value ?? 'all'}
            size="sm"
            variant={status === value ? 'solid' : 'outline'}
            aria-pressed={status === value}
            onClick={() => params.setFilter('status', value ?? '')}
            data-status={value ?? 'all'}
          >
            {label}
          </Button>
        ))}
      </HStack>
      <ServerList
        params={params}
        pageSizes={LIST_PAGE_SIZES}
        query={{ data: { data: rows, meta } }}
        empty={<ListEmpty title={t('organizerArea.ops.registrations.noMatches')} data-testid="no-matches" />}
        searchLabel={t('organizerArea.ops.registrations.searchLabel')}
        filters={<CategoryFilters params={params} categories={categories} />}
        actions={<RegistrationsExport slug={slug} status={status} search={params.search} />}
        totalText={(count, estimated) =>
          t(estimated ? 'organizerArea.ops.registrations.totalAbout' : 'organizerArea.ops.registrations.total', {
            count,
          })
        }
        above={<BulkRegistrationDecisions slug={slug} selected={selected} onClear={() => setSelected(new Set())} />}
        label={t('organizerArea.edit.tabs.registrations')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        data-testid="registrations-table"
      />
      <RegistrationDialog registration={viewed} onClose={() => setViewedId(null)} decision={decision} />
    </Stack>
  );
}
