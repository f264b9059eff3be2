import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <CodeBadge
      code={status}
      colors={PALETTE}
      label={t(`account.competitor.status.${status}`)}
      size="lg"
      data-testid="competitor-status"
      data-status={status}
    >
      {status === 'accepted' && <CheckIcon aria-hidden="true" />}
    </CodeBadge>
  );
}
