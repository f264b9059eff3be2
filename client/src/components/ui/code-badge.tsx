import { Badge, type BadgeProps } from '@chakra-ui/react/badge';

interface CodeBadgeProps<TCode extends string> extends Omit<BadgeProps, 'colorPalette'> {
  code: TCode;
  /** Each code's colour palette. */
  colors: Readonly<Record<TCode, string>>;
  /** The code in words (already translated); shown after `children` (an icon, say). */
  label: string;
}

/**
 * A status, role or other code shown as a subtle badge in its colour. Callers add the code as a
 * `data-…` attribute (data-status, data-role, …) where tests look for it.
 */
export function CodeBadge<TCode extends string>({ code, colors, label, children, ...props }: CodeBadgeProps<TCode>) {
  return (
    <Badge colorPalette={colors[code]} variant="subtle" {...props}>
      {children}
      {label}
    </Badge>
  );
}
