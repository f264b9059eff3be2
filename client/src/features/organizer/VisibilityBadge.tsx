import type { Visibility } from '@ctf/shared/schemas/competition';
import { CodeBadge } from '../../components/ui/code-badge';

/** Spec: public green, unlisted yellow, private red. */
const PALETTE = { public: 'green', unlisted: 'yellow', private: 'red' } as const satisfies Record<Visibility, string>;

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  return (
    <CodeBadge code={visibility} colors={PALETTE} labels="organizerArea.visibility" data-visibility={visibility} />
  );
}
