import type { CompetitorStatus } from '@ctf/shared/schemas/competitor';
import { useTranslation } from 'react-i18next';
import { CodeBadge } from '@/components/ui/code-badge';

const STATUS_COLORS: Record<CompetitorStatus, 'yellow' | 'green' | 'red'> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

export function StatusBadge({ status }: { status: CompetitorStatus }) {
  const { t } = useTranslation();
  const label = t(`admin.competitors.status.${status}`);
  return <CodeBadge code={status} colors={STATUS_COLORS} label={label} data-status={status} />;
}
