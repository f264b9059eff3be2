import { Badge } from '@chakra-ui/react/badge';
import type { Visibility } from '@ctf/shared/schemas/competition';
import { useTranslation } from 'react-i18next';

/** Spec: public green, unlisted yellow, private red. */
const PALETTE = { public: 'green', unlisted: 'yellow', private: 'red' } as const satisfies Record<Visibility, string>;

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[visibility]} variant="subtle" data-visibility={visibility}>
      {t(`organizerArea.visibility.${visibility}`)}
    </Badge>
  );
}
