import { Badge } from '@chakra-ui/react/badge';
import type { InvitationStatus, RegistrationStatus, Stage } from '@ctf/shared/schemas/competition';
import { useTranslation } from 'react-i18next';
import { CodeBadge } from '../../components/ui/code-badge';

const STATUS_PALETTE = { pending: 'yellow', accepted: 'green', rejected: 'red', declined: 'gray' } as const;
const STAGE_PALETTE = { warmup: 'gray', quals: 'blue', finals: 'purple' } as const satisfies Record<Stage, string>;

export function StageBadge({ stage }: { stage: Stage }) {
  return <CodeBadge code={stage} colors={STAGE_PALETTE} labels="competitions.stage" />;
}

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <CodeBadge code={status} colors={STATUS_PALETTE} labels="competitions.registrationStatus" data-status={status} />
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
    <CodeBadge code={status} colors={STATUS_PALETTE} labels="competitions.invitationStatus" data-status={status} />
  );
}
