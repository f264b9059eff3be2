import { Badge } from '@chakra-ui/react/badge';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AuditAction } from '@ctf/shared/audit';
import { ROLES, type Role } from '@ctf/shared/constants';
import { COMPETITOR_STATUSES, type CompetitorStatus } from '@ctf/shared/schemas/competitor';
import { IMPORT_KINDS, type ImportKind } from '@ctf/shared/schemas/moving-in';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { institutionTypeLabel, regionLabel } from '../institutions/labels';
import { auditChanges } from './audit-changes';
import { CardItem } from './CardItem';

export interface AuditEntry {
  id: number;
  actor_username: string;
  action: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** Each recorded action's label key: every action has one, and no two read the same (a unit test). */
const ACTION_KEYS = {
  'user.update': 'userUpdate',
  'user.delete': 'userDelete',
  'account.delete': 'accountDelete',
  'competitor.accept': 'competitorAccept',
  'competitor.reject': 'competitorReject',
  'competitor.reconsider': 'competitorReconsider',
  'competitor.institution': 'competitorInstitution',
  'competitor.discordRelease': 'competitorDiscordRelease',
  'institution.create': 'institutionCreate',
  'institution.update': 'institutionUpdate',
  'institution.delete': 'institutionDelete',
  'user.suspend': 'userSuspend',
  'user.restore': 'userRestore',
  'user.sessionsRevoke': 'userSessionsRevoke',
  'user.verificationResend': 'userVerificationResend',
  'user.markVerified': 'userMarkVerified',
  'competitor.revoke': 'competitorRevoke',
  'competitor.teamRemove': 'competitorTeamRemove',
  'competitor.teamAdd': 'competitorTeamAdd',
  'institution.merge': 'institutionMerge',
  'competition.delete': 'competitionDelete',
  'competition.archive': 'competitionArchive',
  'competition.restore': 'competitionRestore',
  'season.create': 'seasonCreate',
  'season.rename': 'seasonRename',
  'season.delete': 'seasonDelete',
  'category.create': 'categoryCreate',
  'category.update': 'categoryUpdate',
  'category.delete': 'categoryDelete',
  'category.move': 'categoryMove',
  'finals.gateInvite': 'finalsGateInvite',
  'finals.waitlistOffer': 'finalsWaitlistOffer',
  'roster.create': 'rosterCreate',
  'roster.update': 'rosterUpdate',
  'roster.memberAdd': 'rosterMemberAdd',
  'roster.memberRemove': 'rosterMemberRemove',
  'roster.memberReserve': 'rosterMemberReserve',
  'roster.confirm': 'rosterConfirm',
  'roster.reopen': 'rosterReopen',
  'data.export': 'dataExport',
  'data.import': 'dataImport',
  'mentor.bind': 'mentorBind',
  'mentor.unbind': 'mentorUnbind',
  'mentor.requestApprove': 'mentorRequestApprove',
  'mentor.requestReject': 'mentorRequestReject',
  'mentor.requestConfirm': 'mentorRequestConfirm',
  'institution.joinCode': 'institutionJoinCode',
  'certificate.revoke': 'certificateRevoke',
} as const satisfies Record<AuditAction, string>;
const FIELD_KEYS = [
  'email',
  'roles',
  'status',
  'reason',
  'institution',
  'suspended',
  'ctf_team',
  'sessions',
  'verified',
  'removed',
  'name',
  'city',
  'region',
  'type',
  'contact_email',
  'notes',
  'merged',
  'applications',
  'archived',
  'registrations',
  'invitations',
  'results',
  'ctfd_clients',
  'code',
  'season_id',
  'position',
  'age_min',
  'age_max',
  'reference_date',
  'school_levels',
  'required_role',
  'categories',
  'event_name',
  'size',
  'reserves',
  'junior_age_max',
  'junior_share',
  'username',
  'reserve',
  'players',
  'kind',
  'file_sha256',
  'created',
  'updated',
  'unchanged',
  'refused',
] as const;

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
const isStatus = (value: unknown): value is CompetitorStatus => COMPETITOR_STATUSES.includes(value as CompetitorStatus);
const isImportKind = (value: unknown): value is ImportKind => IMPORT_KINDS.includes(value as ImportKind);

export function actionLabel(t: TFunction, action: string): string {
  const key = ACTION_KEYS[action as keyof typeof ACTION_KEYS];
  return key ? t(`admin.audit.actions.${key}`) : action;
}

export { ACTION_KEYS };

function fieldLabel(t: TFunction, field: string): string {
  const key = FIELD_KEYS.find((known) => known === field);
  return key ? t(`admin.audit.fields.${key}`) : field;
}

function valueText(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('admin.common.none');
  if (field === 'roles' && Array.isArray(value)) {
    return value.length === 0
      ? t('admin.users.noRoles')
      : value.map((role) => (isRole(role) ? t(`admin.roles.${role}`) : String(role))).join(', ');
  }
  if (field === 'status' && isStatus(value)) return t(`admin.competitors.status.${value}`);
  // A roster's reopening: its status, draft or confirmed.
  if (field === 'status' && (value === 'draft' || value === 'confirmed')) return t(`admin.team.status.${value}`);
  // A category's school levels and a deleted season's category codes: codes, listed.
  if ((field === 'school_levels' || field === 'categories') && Array.isArray(value))
    return value.length === 0 ? t('admin.common.none') : value.join(', ');
  if (field === 'region' && typeof value === 'string') return regionLabel(t, value);
  if (field === 'type' && typeof value === 'string') return institutionTypeLabel(t, value);
  if (field === 'kind' && isImportKind(value)) return t(`admin.movingIn.kinds.${value}.label`);
  if (typeof value === 'boolean') return t(value ? 'admin.common.yes' : 'admin.common.no');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an entry changed, each with its old and new value, in the reader's language. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  return (
    <>
      {auditChanges(before, after).map((change) => (
        <Text key={change.field} mt="1" overflowWrap="anywhere">
          <Text as="span" color="fg.muted">
            {fieldLabel(t, change.field)}:{' '}
          </Text>
          {change.isNew
            ? valueText(t, change.field, change.after)
            : `${valueText(t, change.field, change.before)} → ${valueText(t, change.field, change.after)}`}
        </Text>
      ))}
    </>
  );
}

/** Issue 6: who changed what and when, newest first, on a user's page and in a competitor's dialog. */
export function AuditLog({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="3" aria-labelledby="audit-log-title" data-testid="audit-log">
      <Heading as="h2" size="md" id="audit-log-title">
        {t('admin.audit.title')}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('admin.audit.empty')}
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none">
          {entries.map((entry) => (
            <CardItem key={entry.id} fontSize="sm" data-testid="audit-entry">
              <Stack direction="row" gap="2" align="center" wrap="wrap">
                <Badge variant="outline">{actionLabel(t, entry.action)}</Badge>
                <Text color="fg.muted">{t('admin.audit.by', { actor: entry.actor_username })}</Text>
                <Text asChild color="fg.subtle" ms="auto">
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </Text>
              </Stack>
              <AuditChanges before={entry.before} after={entry.after} />
            </CardItem>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
