import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@/components/ui/recipes/data-list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/dates';
import { errorCodeOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { PageLoading } from '../../layout/PageLoading';
import { AdminDialog } from '../components/AdminDialog';
import { AuditLog } from '../components/AuditLog';
import { LoadError } from '../components/LoadError';
import { RotateCcwIcon } from '../icons';
import type { TDiscordBinding } from '@ctf/shared/schemas/admin-output';
import { needsGuardianConsent } from '@ctf/shared/schemas/competitor';
import type { AdminCompetitor } from '../types';
import { institutionText } from './institution-text';
import { AcceptButton, RefuseButton } from './DecisionButtons';
import { StatusBadge } from './StatusBadge';
import type { CompetitorDecisions } from './use-decisions';
import { EmailAddress } from '@/components/ui/email-address';
import { useInterfaceScript } from '@/lib/script';

interface CompetitorDialogProps {
  competitorId: number | null;
  decisions: CompetitorDecisions;
  onClose: () => void;
  onReject: (competitor: AdminCompetitor) => void;
  onChooseInstitution: (competitor: AdminCompetitor) => void;
  onAccept: (competitor: AdminCompetitor) => void;
  onRevoke: (competitor: AdminCompetitor) => void;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item flexDirection={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }}>
      <DataList.ItemLabel w={{ sm: '40' }} flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function Details({
  competitor,
  onChooseInstitution,
}: {
  competitor: AdminCompetitor;
  onChooseInstitution: () => void;
}) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const typed = !competitor.institution && competitor.institution_name;
  // A pending application's school is chosen; after the decision, a typed-in name can still be linked.
  const institutionAction = competitor.status === 'pending' ? 'choose' : typed ? 'link' : null;
  return (
    <DataList.Root gap="3">
      <Item label={t('admin.competitors.details.status')}>
        <HStack gap="2" wrap="wrap">
          <StatusBadge status={competitor.status} />
          {competitor.ctf_team && (
            <Badge colorPalette="green" variant="solid" data-testid="team-member-badge">
              {t('admin.competitors.details.member')}
            </Badge>
          )}
        </HStack>
      </Item>
      <Item label={t('admin.competitors.details.username')}>{competitor.user.username}</Item>
      <Item label={t('admin.competitors.details.email')}>
        <EmailAddress address={competitor.user.email} />
      </Item>
      <Item label={t('admin.competitors.details.gender')}>{t(`admin.competitors.gender.${competitor.gender}`)}</Item>
      <Item label={t('admin.competitors.details.dateOfBirth')}>{formatDate(competitor.date_of_birth)}</Item>
      {(competitor.guardian_consent_at ||
        needsGuardianConsent(competitor.date_of_birth, new Date(competitor.created_at))) && (
        <Item label={t('admin.competitors.details.guardianConsent')}>
          {competitor.guardian_consent_at
            ? formatDateTime(competitor.guardian_consent_at)
            : t('admin.competitors.details.guardianConsentMissing')}
        </Item>
      )}
      <Item label={t('admin.competitors.details.residence')}>{competitor.permanent_residence}</Item>
      <Item label={t('admin.competitors.details.shirtSize')}>{competitor.shirt_size}</Item>
      <Item label={t('admin.competitors.details.institution')}>
        <HStack gap="3" wrap="wrap" justify="space-between" w="full">
          <Box data-testid="competitor-institution">
            {institutionText(t, inScript, competitor)}
            {typed && (
              <Text as="span" color="fg.subtle">
                {' '}
                ({t('admin.competitors.details.typedByApplicant')})
              </Text>
            )}
          </Box>
          {institutionAction && (
            <Button
              size="xs"
              variant="outline"
              onClick={onChooseInstitution}
              aria-label={t(`admin.competitors.details.${institutionAction}Label`)}
            >
              {t(`admin.competitors.details.${institutionAction}`)}
            </Button>
          )}
        </HStack>
      </Item>
      <Item label={t('admin.competitors.details.createdAt')}>{formatDateTime(competitor.created_at)}</Item>
      {competitor.joined_team_at && (
        <Item label={t('admin.competitors.details.joinedAt')}>{formatDateTime(competitor.joined_team_at)}</Item>
      )}
      {competitor.decided_at && (
        <Item label={t('admin.competitors.details.decidedAt')}>{formatDateTime(competitor.decided_at)}</Item>
      )}
      {competitor.status === 'rejected' && (
        <Item label={t('admin.competitors.details.rejectionReason')}>
          {competitor.rejection_reason ?? (
            <Text as="span" color="fg.subtle">
              {t('admin.competitors.details.noReason')}
            </Text>
          )}
        </Item>
      )}
    </DataList.Root>
  );
}

/** Every Discord account the competitor linked (DECISIONS, Discord binding); earlier ones can be released. */
function DiscordHistory({ competitorId, history }: { competitorId: number; history: TDiscordBinding[] }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const release = trpc.admin.competitors.releaseDiscord.useMutation({
    onSuccess: () => utils.admin.competitors.get.invalidate({ id: competitorId }),
  });
  return (
    <Stack gap="2" data-testid="discord-history">
      <Text fontWeight="semibold">{t('admin.competitors.details.discordHistory')}</Text>
      {history.length === 0 ? (
        <Text color="fg.muted">{t('admin.competitors.details.discordHistoryEmpty')}</Text>
      ) : (
        history.map((binding) => (
          <HStack key={binding.discord_id} gap="3" flexWrap="wrap" justify="space-between">
            <Stack gap="0">
              <Text overflowWrap="anywhere">
                {binding.username}{' '}
                <Text as="span" color="fg.muted">
                  ({binding.discord_id})
                </Text>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {binding.released_at
                  ? t('admin.competitors.details.discordReleased', { date: formatDateTime(binding.released_at) })
                  : t('admin.competitors.details.discordLinked', {
                      first: formatDate(binding.first_linked_at),
                      last: formatDate(binding.last_linked_at),
                    })}
              </Text>
            </Stack>
            {binding.is_current ? (
              <Badge colorPalette="green">{t('admin.competitors.details.discordCurrent')}</Badge>
            ) : (
              !binding.released_at && (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('admin.competitors.details.discordReleaseLabel', { name: binding.username })}
                  loading={release.isPending && release.variables?.discord_id === binding.discord_id}
                  disabled={release.isPending}
                  onClick={() => release.mutate({ id: competitorId, discord_id: binding.discord_id })}
                >
                  {t('admin.competitors.details.discordRelease')}
                </Button>
              )
            )}
          </HStack>
        ))
      )}
    </Stack>
  );
}

/** Spec: the View dialog, with the decisions that fit the application's state and its change history. */
export function CompetitorDialog({
  competitorId,
  decisions,
  onClose,
  onReject,
  onChooseInstitution,
  onAccept,
  onRevoke,
}: CompetitorDialogProps) {
  const { t } = useTranslation();
  // The last competitor shown stays in the dialog while it closes.
  const [shownId, setShownId] = useState(competitorId);
  if (competitorId !== null && competitorId !== shownId) setShownId(competitorId);
  const details = trpc.admin.competitors.get.useQuery({ id: shownId ?? 0 }, { enabled: shownId !== null });
  const competitor = details.data?.competitor;
  const isReconsidering = decisions.reconsider.isPending;

  const footer = competitor && (
    <>
      {competitor.status === 'pending' && (
        <>
          <RefuseButton decisions={decisions} onClick={() => onReject(competitor)}>
            {t('admin.competitors.reject')}
          </RefuseButton>
          <AcceptButton competitor={competitor} decisions={decisions} onAccept={onAccept} />
        </>
      )}
      {competitor.status === 'accepted' && (
        <>
          <RefuseButton decisions={decisions} onClick={() => onRevoke(competitor)}>
            {t('admin.competitors.revoke')}
          </RefuseButton>
          <Button
            variant="outline"
            onClick={() =>
              decisions.setTeam.mutate({
                id: competitor.id,
                ctf_team: !competitor.ctf_team,
                version: competitor.version,
              })
            }
            loading={decisions.setTeam.isPending}
            disabled={decisions.isDeciding}
          >
            {t(competitor.ctf_team ? 'admin.competitors.removeFromTeam' : 'admin.competitors.addToTeam')}
          </Button>
        </>
      )}
      {competitor.status === 'rejected' && (
        <Button
          variant="outline"
          onClick={() => decisions.reconsider.mutate({ id: competitor.id })}
          loading={isReconsidering}
          loadingText={t('admin.competitors.reconsidering')}
          disabled={decisions.isDeciding}
        >
          <RotateCcwIcon aria-hidden="true" />
          {t('admin.competitors.reconsider')}
        </Button>
      )}
    </>
  );

  return (
    <AdminDialog
      isOpen={competitorId !== null}
      onClose={onClose}
      size="lg"
      title={competitor ? competitor.full_name : t('admin.competitors.details.title')}
      isBusy={decisions.isDeciding}
      data-testid="competitor-dialog"
      footer={footer}
    >
      {errorCodeOf(details.error) === 'NOT_FOUND' ? (
        <Text color="fg.muted">{t('admin.competitors.details.notFound')}</Text>
      ) : details.isPending ? (
        <PageLoading />
      ) : details.isError ? (
        <LoadError error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <Stack gap="6">
          <Details
            competitor={details.data.competitor}
            onChooseInstitution={() => onChooseInstitution(details.data.competitor)}
          />
          <Box borderTopWidth="1px" borderColor="border.muted" pt="5">
            <DiscordHistory competitorId={details.data.competitor.id} history={details.data.discord_history} />
          </Box>
          <Box borderTopWidth="1px" borderColor="border.muted" pt="5">
            <AuditLog entries={details.data.audit} />
          </Box>
        </Stack>
      )}
    </AdminDialog>
  );
}
