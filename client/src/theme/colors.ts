import { defineSemanticTokens, defineTokens } from '@chakra-ui/react/styled-system';

/** Cyan accent of the contest brand; 300-400 are the shades that read on the navy backgrounds. */
const brand = {
  50: '#e8fcff',
  100: '#c5f6fd',
  200: '#93ecfa',
  300: '#5ae0f5',
  400: '#2ccfe9',
  500: '#12b4d0',
  600: '#0b8fab',
  700: '#0f7189',
  800: '#135a6d',
  900: '#124a5a',
  950: '#07303d',
};

/** Navy-tinted greys replace Chakra's neutral greys so every component sits on the same hue. */
const gray = {
  50: '#f3f6fb',
  100: '#e3e9f3',
  200: '#c9d3e3',
  300: '#a3b1c9',
  400: '#8492ac',
  500: '#5c6a85',
  600: '#434f68',
  700: '#2c3750',
  800: '#1c2539',
  900: '#121a2b',
  950: '#0a101d',
};

/** Chakra's token form of a colour table: each value wrapped as `{ value }`. */
const toTokens = (scale: Record<string | number, string>) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));

export const colorTokens = defineTokens.colors({
  brand: toTokens(brand),
  gray: toTokens(gray),
  night: { value: '#060b16' },
});

/**
 * The site is dark only, so semantic tokens carry one value instead of _light/_dark pairs.
 * Text pairs were checked for WCAG AA: fg.muted on bg is about 8:1, brand.contrast on brand.solid about 10:1.
 */
export const semanticColors = defineSemanticTokens.colors({
  bg: toTokens({
    DEFAULT: '{colors.night}',
    subtle: '{colors.gray.950}',
    muted: '{colors.gray.900}',
    emphasized: '{colors.gray.800}',
    panel: '#0b1324',
  }),
  fg: toTokens({
    DEFAULT: '#e8eef8',
    muted: '{colors.gray.300}',
    subtle: '{colors.gray.400}',
  }),
  border: toTokens({
    DEFAULT: '{colors.gray.700}',
    muted: '{colors.gray.800}',
    subtle: '{colors.gray.900}',
    emphasized: '{colors.gray.600}',
  }),
  brand: toTokens({
    solid: '{colors.brand.400}',
    contrast: '#03121a',
    fg: '{colors.brand.300}',
    muted: '{colors.brand.800}',
    subtle: '{colors.brand.950}',
    emphasized: '{colors.brand.700}',
    focusRing: '{colors.brand.300}',
    border: '{colors.brand.400}',
  }),
  // Chakra's green.solid (green.600, #16a34a) under white text is 3.3:1; green.700 is 5:1 (WCAG AA).
  // Accept buttons, team badges and success toasts use it.
  green: toTokens({
    solid: '{colors.green.700}',
    contrast: 'white',
  }),
});
