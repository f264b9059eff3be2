import { Badge } from '@chakra-ui/react/badge';
import type { CompetitorStatus } from '@ctf/shared/schemas/competitor';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<CompetitorStatus, 'yellow' | 'green' | 'red'> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

export function StatusBadge({ status }: { status: CompetitorStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" data-status={status}>
      {t(`admin.competitors.status.${status}`)}
    </Badge>
  );
}
