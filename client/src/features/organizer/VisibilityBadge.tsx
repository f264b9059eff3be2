import type { Visibility } from '@ctf/shared/schemas/competition';
import { useTranslation } from 'react-i18next';
import { CodeBadge } from '../../components/ui/code-badge';

/** Spec: public green, unlisted yellow, private red. */
const PALETTE = { public: 'green', unlisted: 'yellow', private: 'red' } as const satisfies Record<Visibility, string>;

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation();
  const label = t(`organizerArea.visibility.${visibility}`);
  return <CodeBadge code={visibility} colors={PALETTE} label={label} data-visibility={visibility} />;
}
