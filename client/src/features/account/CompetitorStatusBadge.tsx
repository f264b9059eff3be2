import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
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
    <Badge
      colorPalette={PALETTE[status]}
      variant="subtle"
      size="lg"
      data-testid="competitor-status"
      data-status={status}
    >
      {status === 'accepted' && <CheckIcon aria-hidden="true" />}
      {t(`account.competitor.status.${status}`)}
    </Badge>
  );
}
