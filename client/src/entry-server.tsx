// The public pages rendered to HTML on the server (docs/decisions.md, "Phones: prerendered public
// pages"). Built by `vite build --ssr` into client/dist-ssr; the server imports it and renders each
// listed page once per language and start-up, with its own public configuration, so the page's text
// paints before any script runs and the client hydrates it (main.tsx).
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Language } from '@ctf/shared/i18n/languages';
import type { TPublicConfig } from '@ctf/shared/public-config';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from './app/App';
import { Providers } from './app/providers';
import { setRenderLanguage, translationsLoaded } from './lib/i18n';
import { setPublicConfig } from './lib/public-config';
import { serverDocument } from './lib/use-document-title';

export interface RenderedPage {
  /** The inside of `<div id="root">`. */
  html: string;
  /** Emotion's style tags for `<head>`, in the form the client's emotion cache picks up. */
  styles: string;
  /** The document title the page sets. */
  title: string;
}

/**
 * Emotion's style tags for exactly what the page used (what @emotion/server's extractCriticalToChunks
 * and constructStyleTagsFromChunks write): global styles one tag each, then the class rules in one.
 * The client's cache hydrates both, so nothing is inserted twice and nothing moves.
 */
function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((match) => match[1]));
  const tags: string[] = [];
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (isClass && used.has(id)) {
      classIds.push(id);
      classCss += css;
    } else if (!isClass && css !== '') {
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${classIds.join(' ')}">${classCss}</style>`);
  return tags.join('');
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` in `language`, with every lazily loaded part resolved (React's prerender waits
 * for them). One render at a time: the language and the configuration are module-wide.
 */
export function renderPage(url: string, language: Language, config: TPublicConfig): Promise<RenderedPage> {
  const render = async (): Promise<RenderedPage> => {
    setPublicConfig(config);
    await setRenderLanguage(language);
    await translationsLoaded();
    serverDocument.title = '';
    const cache = createCache({ key: 'css' });
    // Styles go to the cache only, not inline beside each element; styleTags reads them out.
    cache.compat = true;
    const failures: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <CacheProvider value={cache}>
          <Providers>
            <StaticRouter location={url}>
              <AppContent />
            </StaticRouter>
          </Providers>
        </CacheProvider>
      </StrictMode>,
      // A part that throws here would be sent as "render on the client" (its text missing from the
      // HTML, and its elements drawn again after the code loads): the whole render fails instead, so
      // the server logs it and sends the page unrendered (prerendered-pages.ts).
      { onError: (error: unknown) => void failures.push(error) },
    );
    const html = await streamToString(prelude);
    if (failures.length > 0) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
    return { html, styles: styleTags(cache, html), title: serverDocument.title };
  };
  const result = queue.then(render, render);
  queue = result.catch(() => undefined);
  return result;
}
