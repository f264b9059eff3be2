import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { colorTokens, semanticColors } from './colors.ts';

// System fonts only: the CSP allows no font hosts, and every stack below has Cyrillic glyphs.
const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif';
const MONO = 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace';

/**
 * Chakra's default theme minus the recipes we do not use: defaultConfig carries every component's
 * recipe (tens of KB gzipped) into the first page load. The recipes here are those the public pages
 * draw; a component only signed-in areas, dialogs and lazy parts use brings its own from
 * components/ui/recipes, in the chunk that uses it. A component whose recipe is in neither renders
 * unstyled, so add it to one when you start using it (CloseButton and IconButton use the button recipe).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const brandTheme = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
      colorScheme: 'dark',
      bg: 'bg',
      color: 'fg',
      textSizeAdjust: '100%',
    },
    body: { minHeight: '100dvh' },
    // Long Serbian compounds must wrap instead of pushing the page sideways on a phone.
    'h1, h2, h3, p': { overflowWrap: 'break-word', hyphens: 'auto' },
    // After a page change the new page's heading takes the focus (RouteFocus), so a screen reader
    // starts there; it is no place a person tabs to, so no ring is drawn around it. The next Tab
    // goes on from the heading to a control, whose ring shows.
    'h1[tabindex="-1"]:focus': { outline: 'none' },
  },
  theme: {
    tokens: {
      colors: colorTokens,
      fonts: {
        heading: { value: SANS },
        body: { value: SANS },
        mono: { value: MONO },
      },
    },
    semanticTokens: { colors: semanticColors },
    keyframes: {
      'letter-reveal': {
        from: { opacity: '0', visibility: 'hidden', filter: 'blur(4px)' },
        to: { opacity: '1', visibility: 'visible', filter: 'blur(0)' },
      },
      'caret-blink': {
        '0%, 49%': { opacity: '1' },
        '50%, 100%': { opacity: '0' },
      },
      'rise-in': {
        from: { opacity: '0', transform: 'translateY(8px)' },
        to: { opacity: '1', transform: 'translateY(0)' },
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The styling system, made on first use rather than on import: it is about half of the entry's
 * start-up work, and main.tsx runs it as a task of its own so a phone gets two shorter tasks, not
 * one long one (docs/performance.md, "Phones").
 */
export function getSystem() {
  system ??= createSystem(defaultBaseConfig, chakraTheme, brandTheme);
  return system;
}
