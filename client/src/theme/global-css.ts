import createCache from '@emotion/cache';
import { type Interpolation, serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react/styled-system';

/**
 * The CSS that ChakraProvider's two `<Global>` elements write, exactly as emotion writes it: the
 * cascade layers' order, then the reset, the global styles and every token's CSS variable. The
 * production build puts it in index.html once (vite.config.ts, `staticGlobalCss`), so a browser
 * neither computes nor serializes it at start-up (docs/performance.md, "Phones").
 */
export function globalCssOf(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  // On the server emotion's insert returns the rules instead of adding them to a sheet.
  const rules = (styles: Interpolation<unknown>) =>
    cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false) as unknown as string;
  return (
    (system._config.disableLayers ? '' : rules(system.layers.atRule)) + rules(system._global as Interpolation<unknown>)
  );
}
