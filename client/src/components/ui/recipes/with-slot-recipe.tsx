import type { SlotRecipeConfig } from '@chakra-ui/react/styled-system';
import type { ComponentType } from 'react';

/**
 * A Chakra slot component that brings its own recipe instead of finding it in the theme. The theme is
 * in every page's first load, so it holds only the recipes the public pages draw; the parts that only
 * signed-in areas, dialogs and lazy parts use (these files) carry their recipe in the chunk that uses
 * them. ESLint sends every import of these components here (eslint.config.js, themeless parts).
 */
export function withSlotRecipe<T extends { Root: unknown }>(parts: T, recipe: SlotRecipeConfig): T {
  const ChakraRoot = parts.Root as ComponentType<{ recipe: SlotRecipeConfig }>;
  // React 19 passes `ref` as a prop, so it reaches Chakra's root with the rest.
  const Root = (props: object) => <ChakraRoot recipe={recipe} {...props} />;
  return { ...parts, Root };
}
