import { ChakraProvider } from '@chakra-ui/react/styled-system';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { globalCssOf } from './global-css';
import { getSystem } from './system';

describe('globalCssOf: the global CSS the build writes into index.html', () => {
  const css = globalCssOf(getSystem());

  it("starts with the cascade layers' order, then the reset, the global styles and the tokens", () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    const reset = css.indexOf('@layer reset{');
    const base = css.indexOf('@layer base{');
    const tokens = css.indexOf('@layer tokens{');
    expect(reset).toBeGreaterThan(0);
    expect(base).toBeGreaterThan(reset);
    expect(tokens).toBeGreaterThan(base);
  });

  it("holds the brand's colours, fonts and keyframes", () => {
    expect(css).toContain('--chakra-colors-brand-400:#2ccfe9');
    expect(css).toMatch(/--chakra-fonts-body:system-ui,/);
    expect(css).toContain('@keyframes letter-reveal');
    // The brand theme's html rule: the dark page colours through the semantic tokens.
    expect(css).toMatch(/html\{[^}]*color-scheme:dark/);
  });

  it("is exactly what ChakraProvider's Global elements write when the system computes it itself", () => {
    const cache = createCache({ key: 'css' });
    cache.compat = true; // emotion keeps each global's CSS in cache.inserted, as the prerenderer reads it
    renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={getSystem()}>
          <p>page</p>
        </ChakraProvider>
      </CacheProvider>,
    );
    const written = Object.values(cache.inserted).filter((rules) => typeof rules === 'string');
    expect(written.join('')).toBe(css);
  });
});
