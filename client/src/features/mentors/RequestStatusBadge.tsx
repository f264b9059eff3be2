import { useTranslation } from 'react-i18next';
import type { MentorRequestStatus } from '@ctf/shared/schemas/mentors';
import { CodeBadge } from '../../components/ui/code-badge';

const PALETTE: Record<MentorRequestStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** A request to mentor a school, in words and colour. */
export function RequestStatusBadge({ status }: { status: MentorRequestStatus }) {
  const { t } = useTranslation();
  return (
    <CodeBadge
      code={status}
      colors={PALETTE}
      label={t(`mentors.requestStatus.${status}`)}
      data-testid="mentor-request-status"
      data-status={status}
    />
  );
}
