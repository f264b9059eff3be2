import { GenIcon, type IconType } from 'react-icons/lib';

type Shape = [tag: 'path' | 'rect' | 'circle' | 'line' | 'polyline', attr: Record<string, string>];

const LUCIDE_SVG = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

/**
 * A Lucide icon (ISC licence; the same drawing react-icons/lu ships) defined in the lazily loaded
 * code that uses it. react-icons/lu is one module and a module lives in one chunk: the first page
 * load needs a few Lu icons, so every Lu icon imported anywhere would be downloaded by every page.
 */
export function lucideIcon(...shapes: Shape[]): IconType {
  return GenIcon({ tag: 'svg', attr: LUCIDE_SVG, child: shapes.map(([tag, attr]) => ({ tag, attr, child: [] })) });
}
