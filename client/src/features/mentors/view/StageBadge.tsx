import type { FunnelStage } from '@ctf/shared/schemas/statistics';
import { CodeBadge } from '../../../components/ui/code-badge';

const PALETTE: Record<FunnelStage, string> = {
  registered: 'gray',
  verified: 'gray',
  applied: 'yellow',
  accepted: 'blue',
  competed: 'cyan',
  finalist: 'purple',
  team: 'green',
};

/** The furthest stage of the season's programme a student reached. */
export function StageBadge({ stage }: { stage: FunnelStage }) {
  return (
    <CodeBadge
      code={stage}
      colors={PALETTE}
      labels="mentors.stages"
      whiteSpace="normal"
      data-testid="student-stage"
      data-stage={stage}
    />
  );
}
