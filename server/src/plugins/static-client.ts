import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { PUBLIC_CONFIG_ELEMENT_ID, pickLanguage, serverMessage, type TPublicConfig } from '@ctf/shared';
import type { AppConfig } from '../env';

const API_PATH = /^\/(api|trpc)(\/|$)/;
/** Built files live here: a missing one is a 404, never the page (a stale tab asking for an old chunk). */
const ASSET_PATH = /^\/assets\//;

function publicConfigOf(config: AppConfig): TPublicConfig {
  return {
    communityChatUrl: config.communityChatUrl,
    codeRepositoryUrl: config.codeRepositoryUrl,
    ctfPlaygroundUrl: config.ctfPlaygroundUrl,
    devTools: !config.isProduction,
    botCheck: config.turnstile
      ? { provider: 'turnstile', siteKey: config.turnstile.siteKey }
      : { provider: 'dev', siteKey: null },
  };
}

/** A JSON data block: not executed, so the CSP needs no exception; `<` escaped so it cannot close the tag. */
export function renderIndexHtml(template: string, config: TPublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return template.replace('</head>', `${tag}</head>`);
}

/**
 * index.html for each landing page named in the build's route-preloads.json (written by the client's
 * Vite config): its lazily loaded chunks as `<link rel="modulepreload">`, fetched beside the entry.
 */
export function pageHtmlByPath(indexHtml: string, preloadsFile: string | null): Map<string, string> {
  const pages = new Map<string, string>();
  if (!preloadsFile || !existsSync(preloadsFile)) return pages;
  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  for (const [route, files] of Object.entries(preloads)) {
    const links = files
      .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    pages.set(route, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}

/** Serves the built client: hashed assets cached for a year, every other page path gets index.html. */
export const staticClientPlugin = fp(
  async (app) => {
    const { config } = app;
    const root = config.clientDistDir;
    const indexFile = root ? path.join(root, 'index.html') : null;
    const indexHtml =
      indexFile && existsSync(indexFile)
        ? renderIndexHtml(readFileSync(indexFile, 'utf8'), publicConfigOf(config))
        : null;

    const pageHtml = root && indexHtml ? pageHtmlByPath(indexHtml, path.join(root, 'route-preloads.json')) : new Map();

    if (root && indexHtml) {
      await app.register(fastifyStatic, {
        root,
        // Routes for the files present at start-up; anything else falls through to the page fallback.
        wildcard: false,
        index: false,
        preCompressed: true,
        allowedPath: (pathname) => pathname !== '/index.html' && pathname !== '/route-preloads.json',
        setHeaders: (res, filePath) => {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    } else if (root) {
      app.log.warn(`no built client in ${root}: run "npm run build" to serve the web pages`);
    }

    app.setNotFoundHandler(async (req, reply) => {
      const lang = pickLanguage(req.headers['accept-language']);
      const pathname = req.url.split('?')[0] ?? '/';
      if (
        API_PATH.test(pathname) ||
        ASSET_PATH.test(pathname) ||
        !indexHtml ||
        (req.method !== 'GET' && req.method !== 'HEAD')
      ) {
        return reply.code(404).send({ code: 'NOT_FOUND', message: serverMessage(lang, 'NOT_FOUND') });
      }
      // The client router decides what exists; unknown paths render its not-found page.
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageHtml.get(pathname) ?? indexHtml);
    });
  },
  { name: 'static-client', dependencies: ['config'] },
);
