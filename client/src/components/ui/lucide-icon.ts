import { createElement } from 'react';
import type { IconBaseProps, IconType } from 'react-icons';
import frameDrawings from './icons.json';

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

/** Icon nodes as a JSON module types them: TypeScript widens each [tag, attributes] pair to an array. */
type JsonIconNodes = readonly (readonly (string | Readonly<Record<string, string>>)[])[];

/**
 * The Lucide icons of one area, one component a name, from the area's icons.json: Lucide ships its
 * drawings as the same icon nodes, so a drawing is data copied from Lucide, not code.
 */
export function lucideIcons<Name extends string>(drawings: Record<Name, JsonIconNodes>): Record<Name, IconType> {
  const icons = {} as Record<Name, IconType>;
  for (const name in drawings) icons[name] = lucideIcon(...(drawings[name] as Shape[]));
  return icons;
}

// The Lucide icons of the public frame and the error screens.
export const { MenuIcon, RotateCwIcon, GithubIcon, CodeXmlIcon } = lucideIcons(frameDrawings);
