import { Badge } from '@chakra-ui/react/badge';
import type { InvitationStatus, RegistrationStatus, Stage } from '@ctf/shared/schemas/competition';
import { useTranslation } from 'react-i18next';

const STATUS_PALETTE = { pending: 'yellow', accepted: 'green', rejected: 'red', declined: 'gray' } as const;

export function StageBadge({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={stage === 'finals' ? 'purple' : stage === 'quals' ? 'blue' : 'gray'} variant="subtle">
      {t(`competitions.stage.${stage}`)}
    </Badge>
  );
}

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-status={status}>
      {t(`competitions.registrationStatus.${status}`)}
    </Badge>
  );
}

/** An invitation's status; a pending one past its expiry shows as expired. */
export function InvitationStatusBadge({
  status,
  isExpired = false,
}: {
  status: InvitationStatus;
  isExpired?: boolean;
}) {
  const { t } = useTranslation();
  if (status === 'pending' && isExpired) {
    return (
      <Badge colorPalette="red" variant="outline" data-status="expired">
        {t('competitions.invitationStatus.expired')}
      </Badge>
    );
  }
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-status={status}>
      {t(`competitions.invitationStatus.${status}`)}
    </Badge>
  );
}
