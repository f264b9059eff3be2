import { CodeBadge } from '../../components/ui/code-badge';
import { CheckIcon } from './icons';
import type { CompetitorStatusOrNone } from './types';

const PALETTE: Record<CompetitorStatusOrNone, string> = {
  none: 'gray',
  pending: 'yellow',
  rejected: 'red',
  accepted: 'green',
};

/** The application's state in words; an accepted application reads as "verified". */
export function CompetitorStatusBadge({ status }: { status: CompetitorStatusOrNone }) {
  return (
    <CodeBadge
      code={status}
      colors={PALETTE}
      labels="account.competitor.status"
      size="lg"
      data-testid="competitor-status"
      data-status={status}
    >
      {status === 'accepted' && <CheckIcon aria-hidden="true" />}
    </CodeBadge>
  );
}
