import type { ImportOutcome } from '@ctf/shared/schemas/moving-in';
import { CodeBadge } from '@/components/ui/code-badge';

/** Each outcome's colour: the same in the badges and in the report's figures. */
export const OUTCOME_COLORS: Readonly<Record<ImportOutcome, string>> = {
  created: 'green',
  updated: 'blue',
  unchanged: 'gray',
  refused: 'red',
};

export function OutcomeBadge({ outcome }: { outcome: ImportOutcome }) {
  return <CodeBadge code={outcome} colors={OUTCOME_COLORS} labels="admin.movingIn.outcomes" data-outcome={outcome} />;
}
