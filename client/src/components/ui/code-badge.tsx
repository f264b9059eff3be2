import { Badge, type BadgeProps } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import { type TextTable, textKey } from '../../lib/text-table';

type CodeBadgeProps<TCode extends string> = Omit<BadgeProps, 'colorPalette'> & {
  code: TCode;
  /** Each code's colour palette. */
  colors: Readonly<Record<TCode, string>>;
} & (
    | {
        /** The code in words (already translated); shown after `children` (an icon, say). */
        label: string;
        labels?: never;
      }
    | {
        /** The table of texts that has the code in words, one text a code (`labels.code`). */
        labels: TextTable<TCode>;
        label?: never;
      }
  );

/**
 * A status, role or other code shown as a subtle badge in its colour. Callers add the code as a
 * `data-…` attribute (data-status, data-role, …) where tests look for it.
 */
export function CodeBadge<TCode extends string>({
  code,
  colors,
  label,
  labels,
  children,
  ...props
}: CodeBadgeProps<TCode>) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={colors[code]} variant="subtle" {...props}>
      {children}
      {labels === undefined ? label : t(textKey(labels, code))}
    </Badge>
  );
}
