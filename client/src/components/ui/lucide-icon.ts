import { createElement } from 'react';
import type { IconBaseProps, IconType } from 'react-icons';

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
 * An icon drawn as an SVG of `shapes` on `svg`'s attributes, as react-icons' IconBase draws it (size
 * 1em, colour from the text, a title when given) without its context and helpers: those were a
 * kilobyte on every first page.
 */
export function svgIcon(svg: Record<string, string>, ...shapes: Shape[]): IconType {
  return function SvgIcon({ size, color, title, style, children, ...props }: IconBaseProps) {
    return createElement(
      'svg',
      {
        ...svg,
        ...props,
        style: { color, ...style },
        height: size ?? '1em',
        width: size ?? '1em',
        xmlns: 'http://www.w3.org/2000/svg',
      },
      title ? createElement('title', null, title) : null,
      ...shapes.map(([tag, shapeAttr], index) => createElement(tag, { key: index, ...shapeAttr })),
      children,
    );
  };
}

/**
 * A Lucide icon (ISC licence; the same drawing react-icons/lu ships) defined in the lazily loaded
 * code that uses it. react-icons/lu is one module and a module lives in one chunk: the first page
 * load needs a few Lu icons, so every Lu icon imported anywhere would be downloaded by every page.
 */
export function lucideIcon(...shapes: Shape[]): IconType {
  return svgIcon(LUCIDE_SVG, ...shapes);
}

// The Lucide icons of the public frame and the error screens (the drawings react-icons/lu ships).
export const MenuIcon = lucideIcon(
  ['line', { x1: '4', x2: '20', y1: '12', y2: '12' }],
  ['line', { x1: '4', x2: '20', y1: '6', y2: '6' }],
  ['line', { x1: '4', x2: '20', y1: '18', y2: '18' }],
);
export const RotateCwIcon = lucideIcon(
  ['path', { d: 'M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8' }],
  ['path', { d: 'M21 3v5h-5' }],
);
export const GithubIcon = lucideIcon(
  [
    'path',
    {
      d: 'M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.403 5.403 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4',
    },
  ],
  ['path', { d: 'M9 18c-4.51 2-5-2-7-2' }],
);
export const CodeXmlIcon = lucideIcon(
  ['path', { d: 'm18 16 4-4-4-4' }],
  ['path', { d: 'm6 8-4 4 4 4' }],
  ['path', { d: 'm14.5 4-5 16' }],
);
