import type { MentorRequestStatus } from '@ctf/shared/schemas/mentors';
import { CodeBadge } from '../../components/ui/code-badge';

const PALETTE: Record<MentorRequestStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** A request to mentor a school, in words and colour. */
export function RequestStatusBadge({ status }: { status: MentorRequestStatus }) {
  return (
    <CodeBadge
      code={status}
      colors={PALETTE}
      labels="mentors.requestStatus"
      data-testid="mentor-request-status"
      data-status={status}
    />
  );
}
