import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LIST_PAGE_SIZES } from '@ctf/shared/schemas/admin';
import { FINALIST_SORTS } from '@ctf/shared/schemas/organizer';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, ListEmpty, ServerList, useListParams } from '../../components/data-table';
import { notify } from '../../components/ui/notify';
import { actionsColumn } from '../../components/data-table/actions-column';
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
import { SendIcon, TrashIcon } from './icons';
import { ExtendDialog, FinalsNumbers, InviteAcceptedDialog, ReminderSelect } from './FinalsLogistics';
import { InviteFinalistsDialog } from './InviteFinalistsDialog';
import { AdvanceToFinalsDialog } from './stage-gate/AdvanceToFinalsDialog';
import { StageGateSeats } from './stage-gate/StageGateSeats';
import { CategoryFilters } from '../people-categories/CategoryFilters';
import { CategoriesLine } from '../people-categories/categories-column';
import { useListCategories } from '../people-categories/use-list-categories';

const column = createColumnHelper<Finalist>();
/** Usernames in Serbian order by default (user_2 before user_10); the table's headers sort by the rest. */
const LIST_CONFIG = { pageSizes: LIST_PAGE_SIZES, sorts: FINALIST_SORTS, defaultSort: 'username' as const };
/** An unanswered invitation past its expiry can no longer be answered (spec section 4). */
const isExpired = (finalist: Finalist) =>
  finalist.status === 'pending' && new Date(finalist.invitation_expires_at).getTime() <= Date.now();
const ANSWERS = ['hotel_day1', 'hotel_day2', 'travel_compensation', 'excuse_note'] as const;
const ANSWER_SHORT_LABELS = {
  hotel_day1: 'organizerArea.ops.finalists.answersShort.hotelDay1',
  hotel_day2: 'organizerArea.ops.finalists.answersShort.hotelDay2',
  travel_compensation: 'organizerArea.ops.finalists.answersShort.travel',
  excuse_note: 'organizerArea.ops.finalists.answersShort.excuse',
} as const;
const ANSWER_LABELS = {
  hotel_day1: 'organizerArea.finalists.columns.hotelDay1',
  hotel_day2: 'organizerArea.finalists.columns.hotelDay2',
  travel_compensation: 'organizerArea.finalists.columns.travelCompensation',
  excuse_note: 'organizerArea.finalists.columns.excuseNote',
} as const;

/**
 * Spec "Finalists" tab (stage finals): invited finalists and their answers, invite, export, remove.
 * Paged, searched and sorted on the server (issue 14); page, size, sort and search live in the address.
 */
export function FinalistsPanel({ competition }: { competition: Competition }) {
  const { t, i18n } = useTranslation();
  const { slug } = competition;
  const utils = trpc.useUtils();
  const params = useListParams(LIST_CONFIG);
  const categories = useListCategories(params, competition.season_id);
  const { namesOf } = categories;
  const finalists = trpc.organizer.finalists.page.useQuery(
    {
      slug,
      ...params.input,
      ...categories.input,
    },
    { placeholderData: keepPreviousData },
  );
  const [isInviting, setIsInviting] = useState(false);
  const [removing, setRemoving] = useState<Finalist | null>(null);
  /** The invitation being extended: one user's, or (user null) every pending one. */
  const [extending, setExtending] = useState<{ user: Finalist['user'] | null } | null>(null);
  const [isInvitingAccepted, setIsInvitingAccepted] = useState(false);
  const [isAdvancing, setIsAdvancing] = useState(false);
  const lang = i18n.language === 'en' ? 'en' : 'sr';
  const remove = trpc.organizer.finalists.remove.useMutation({
    onSuccess: async () => {
      notify({ type: 'success', title: t('organizerArea.finalists.removed') });
      setRemoving(null);
      await Promise.all([
        utils.organizer.finalists.page.invalidate({ slug }),
        utils.organizer.finalists.numbers.invalidate({ slug }),
      ]);
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });

  const columns = useMemo(
    () => [
      // Who: the name on top, the username and e-mail under it (cut to the column, whole in the tooltip).
      column.accessor((row) => row.full_name ?? row.user.username, {
        id: 'name',
        header: () => t('organizerArea.ops.finalists.columns.finalist'),
        cell: (info) => {
          const { full_name: name, user } = info.row.original;
          const second = name ? `${user.username} · ${user.email}` : user.email;
          return (
            <Stack gap="0" maxW={{ base: '52', md: '56' }}>
              <Text as="span" fontWeight="medium" lineClamp="2" title={name ?? user.username}>
                {name ?? user.username}
              </Text>
              <Text as="span" fontSize="xs" color="fg.muted" truncate title={second}>
                {second}
              </Text>
              {/* The page's rows carry `categories`; the shared finalist row type does not say so. */}
              <CategoriesLine codes={(info.row.original as { categories?: string[] }).categories} namesOf={namesOf} />
            </Stack>
          );
        },
        meta: { primary: true, wrap: true },
      }),
      column.accessor((row) => row.institution ?? '', {
        id: 'institution',
        header: () => t('organizerArea.ops.finalists.columns.institution'),
        cell: (info) => {
          const { institution, city } = info.row.original;
          return (
            <Stack gap="0" maxW={{ base: '44', md: '48' }}>
              {institution ? (
                <Text as="span" lineClamp="2" title={institution}>
                  {institution}
                </Text>
              ) : (
                <Text as="span" color="fg.subtle">
                  {t('competitions.notSpecified')}
                </Text>
              )}
              {city && (
                <Text as="span" fontSize="xs" color="fg.muted" truncate title={city}>
                  {city}
                </Text>
              )}
            </Stack>
          );
        },
        meta: { wrap: true },
      }),
      column.accessor((row) => row.shirt_size ?? '', {
        id: 'shirt_size',
        header: () => t('organizerArea.ops.finalists.columns.shirtSize'),
        meta: { compact: true },
      }),
      column.accessor('status', {
        header: () => t('organizerArea.finalists.columns.status'),
        cell: (info) => (
          <Stack gap="0.5" align="flex-start">
            <InvitationStatusBadge status={info.getValue()} isExpired={isExpired(info.row.original)} />
            {info.getValue() === 'pending' && (
              <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="normal" maxW="32">
                {t('organizerArea.ops.finalists.answerBy', {
                  // The date and time stay on one line; the words before them may wrap.
                  date: formatDateTime(info.row.original.invitation_expires_at).replaceAll(' ', '\u00a0'),
                })}
              </Text>
            )}
          </Stack>
        ),
      }),
      // The four answers in one column (two by two), so the whole table fits a 1280 px screen.
      column.display({
        id: 'answers',
        header: () => t('organizerArea.ops.finalists.columns.answers'),
        cell: (info) =>
          info.row.original.status === 'pending' ? (
            <Text as="span" color="fg.subtle" aria-label={t('competitions.invitationStatus.pending')}>
              {t('organizerArea.ops.finalists.notAnswered')}
            </Text>
          ) : (
            <Box
              as="dl"
              display={{ base: 'flex', md: 'grid' }}
              flexWrap="wrap"
              gridTemplateColumns="auto auto"
              columnGap="3"
              rowGap="0.5"
              fontSize="xs"
            >
              {ANSWERS.map((answer) => (
                <Box key={answer} display="flex" alignItems="center" justifyContent="space-between" gap="1">
                  <Box as="dt" color="fg.muted" title={t(ANSWER_LABELS[answer])} whiteSpace="nowrap">
                    {t(ANSWER_SHORT_LABELS[answer])}
                  </Box>
                  <Box as="dd">
                    <BooleanMark value={info.row.original[answer]} />
                  </Box>
                </Box>
              ))}
            </Box>
          ),
      }),
      column.display(
        actionsColumn(t('organizerArea.finalists.columns.actions'), (finalist) => (
          <Stack gap="1" align="stretch">
            {finalist.status === 'pending' && (
              <Button size="xs" variant="outline" onClick={() => setExtending({ user: finalist.user })}>
                {t('organizerArea.ops.finalists.extend')}
              </Button>
            )}
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(finalist)}>
              <TrashIcon />
              {t('organizerArea.finalists.remove')}
            </Button>
          </Stack>
        )),
      ),
    ],
    [t, namesOf],
  );

  if (finalists.isPending) return <PageLoading />;
  if (finalists.isError) return <LoadError error={finalists.error} onRetry={() => void finalists.refetch()} />;
  const { counts } = finalists.data;
  const invited = counts.pending + counts.accepted + counts.declined;

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
          <Button variant="outline" onClick={() => setIsAdvancing(true)} data-testid="open-stage-gate">
            <SendIcon />
            {t('organizerArea.stageGate.open')}
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
      <StageGateSeats slug={slug} seasonId={competition.season_id} />
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <ReminderSelect slug={slug} />
        {counts.pending > 0 && (
          <Button size="sm" variant="outline" onClick={() => setExtending({ user: null })}>
            {t('organizerArea.ops.finalists.extendAll')}
          </Button>
        )}
      </Flex>
      {invited === 0 ? (
        <EmptyNotice
          title={t('organizerArea.finalists.emptyTitle')}
          text={t('organizerArea.finalists.empty')}
          data-testid="finalists-empty"
        />
      ) : (
        <ServerList
          params={params}
          pageSizes={LIST_PAGE_SIZES}
          query={finalists}
          empty={<ListEmpty title={t('organizerArea.ops.finalists.noMatches')} data-testid="no-matches" />}
          searchLabel={t('organizerArea.ops.finalists.searchLabel')}
          filters={<CategoryFilters params={params} categories={categories} />}
          totalText={(count, estimated) =>
            t(estimated ? 'organizerArea.ops.finalists.totalAbout' : 'organizerArea.ops.finalists.total', { count })
          }
          label={t('organizerArea.edit.tabs.finalists')}
          columns={columns}
          getRowId={(row) => String(row.user.id)}
          // The default order (usernames) has no header of its own: a third click on a header comes back to it.
          unsorted="username"
          data-testid="finalists-table"
        />
      )}
      <InviteFinalistsDialog slug={slug} isOpen={isInviting} onClose={() => setIsInviting(false)} />
      <InviteAcceptedDialog slug={slug} isOpen={isInvitingAccepted} onClose={() => setIsInvitingAccepted(false)} />
      <AdvanceToFinalsDialog competition={competition} isOpen={isAdvancing} onClose={() => setIsAdvancing(false)} />
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
