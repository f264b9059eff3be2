/**
 * What the client bundle reads for `@chakra-ui/react/theme` (vite.config.ts aliases it here): the
 * theme's pieces from their own modules. Chakra's theme module names every recipe, and the bundler
 * keeps what a module in the first load names in the first load; through this module, the recipes
 * only signed-in areas and lazy parts draw (components/ui/recipes) stay in their chunks. It exports
 * what theme/system.ts imports; the build fails on a name missing here.
 */
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';

export { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
export { breakpoints } from '@chakra-ui/react/theme/breakpoints';
export { globalCss } from '@chakra-ui/react/theme/global-css';
export { layerStyles } from '@chakra-ui/react/theme/layer-styles';
export { animationStyles } from '@chakra-ui/react/theme/motion-styles';
export { textStyles } from '@chakra-ui/react/theme/text-styles';
export { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
export { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
export { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
export { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
export { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox';
export { checkmarkRecipe } from '@chakra-ui/react/theme/recipes/checkmark';
export { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
export { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
export { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
export { iconRecipe } from '@chakra-ui/react/theme/recipes/icon';
export { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
export { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
export { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
export { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
export { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
export { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';

/** As Chakra's theme module builds them (dist/esm/theme/index.js). */
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
