import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, PUBLIC_CONFIG_ELEMENT_ID, pickLanguage, serverMessage, type TPublicConfig } from '@ctf/shared';
import { matchPagePath } from '@ctf/shared/page-paths';
import type { Database } from '../db/database';
import type { AppConfig } from '../env';
import { findResultsCompetition } from '../services/competitions/results';
import { type PageVariants, compressPage, createPrerenderedPages, prerenderLanguage } from './prerendered-pages';

const API_PATH = /^\/(api|trpc)(\/|$)/;
/** Built files live here: a missing one is a 404, never the page (a stale tab asking for an old chunk). */
const ASSET_PATH = /^\/assets\//;

function publicConfigOf(config: AppConfig): TPublicConfig {
  return {
    publicUrl: config.publicUrl,
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

/**
 * 404 for a path no page of the client has (shared/src/page-paths.ts) and for the results page of a
 * competition the public cannot see, which both show the not-found page; 200 for every other page.
 */
export async function pageStatus(db: Database, pathname: string): Promise<200 | 404> {
  const page = matchPagePath(pathname);
  if (!page) return 404;
  if (page.pattern === '/rezultati/:slug') return (await findResultsCompetition(db, page.params.slug!)) ? 200 : 404;
  return 200;
}

/**
 * The page in the encoding the request accepts (brotli, gzip or none), compressed once per page
 * rather than per request.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: PageVariants, status: 200 | 404) {
  reply.code(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
  reply.type('text/html; charset=utf-8');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Serves the built client: hashed assets cached for a year; the public pages in PRERENDERED_PATHS
 * rendered on the server in the visitor's language (prerendered-pages.ts); every other page path
 * gets index.html, which the client renders.
 */
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
    const templateFor = (pathname: string): string => pageHtml.get(pathname) ?? indexHtml ?? '';
    const plainPages = new Map<string, PageVariants>();
    const plainPage = (pathname: string): PageVariants => {
      const key = pageHtml.has(pathname) ? pathname : '*';
      let page = plainPages.get(key);
      if (!page) {
        page = compressPage(templateFor(pathname));
        plainPages.set(key, page);
      }
      return page;
    };
    const prerendered =
      root && indexHtml
        ? createPrerenderedPages({
            clientDistDir: root,
            publicConfig: publicConfigOf(config),
            templateFor,
            log: app.log,
          })
        : null;
    if (prerendered?.available) {
      // Rendered ahead of the first visitors once the server listens (a test's inject never waits for it).
      app.addHook('onListen', async () => {
        void prerendered.warmUp(LANGUAGES);
      });
    }

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
      // The client draws the not-found page for an unknown path; the status says it too. A database
      // that does not answer leaves the results page's status to the page itself.
      const status = await pageStatus(app.db, pathname).catch((error: unknown) => {
        req.log.warn({ err: error }, 'the page status could not be read');
        return 200 as const;
      });
      // A query string may change what a page shows (?email= on the forms), so only bare paths are prerendered.
      const hasQuery = req.url.includes('?');
      const page = hasQuery ? null : await prerendered?.get(pathname, prerenderLanguage(req.cookies));
      return sendPage(req, reply, page ?? plainPage(pathname), status);
    });
  },
  { name: 'static-client', dependencies: ['config', 'database'] },
);
