import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language, type TPublicConfig } from '@ctf/shared';

/**
 * The public pages whose HTML is rendered on the server (docs/decisions.md, "Phones: prerendered
 * public pages"): their text paints before any script runs, and the client hydrates it.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/auth/login',
  '/auth/registration',
  '/auth/forgot-password',
  '/rezultati-sccquals2025',
  '/privacy',
  // The signed-in landing page: the areas' frame while the session is read (AreaFrame), the same
  // for every user, so its first paint needs no code either.
  '/app/dashboard',
] as const;

/**
 * The prerendered pages that show nothing of their own before the session is read: their boot asks
 * for it beside the code (BOOT_SCRIPT), not after the code has loaded.
 */
export const SESSION_FIRST_PATHS: readonly string[] = ['/app/dashboard'];

/** Where BOOT_SCRIPT reads the session: the tRPC query `auth.session`, unbatched (client/src/lib/boot-session.ts). */
export const BOOT_SESSION_URL = '/trpc/auth.session';

/** The cookie the client writes beside its stored language (client/src/lib/i18n.ts, LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'lang';

/** What client/src/entry-server.tsx exports (built into client/dist-ssr by `vite build --ssr`). */
interface Prerenderer {
  renderPage(
    url: string,
    language: Language,
    config: TPublicConfig,
  ): Promise<{ html: string; styles: string; title: string }>;
}

export interface PageVariants {
  html: string;
  gzip: Buffer;
  brotli: Buffer;
}

/**
 * The language a prerendered page is sent in: the visitor's stored choice (the cookie), else the
 * default, which is exactly how the client picks it when nothing is stored.
 */
export function prerenderLanguage(cookies: Record<string, string | undefined> | undefined): Language {
  const chosen = cookies?.[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The id of the JSON block naming a prerendered page's code (BOOT_SCRIPT reads it). */
export const BOOT_MODULES_ELEMENT_ID = 'boot-modules';

/**
 * A prerendered page's one inline script: it asks for the page's code once the page's text is
 * painted (the browser's first-contentful-paint entry), not while the HTML is parsed. The text needs
 * no code to show, and a phone's first paint then waits for nothing but the HTML
 * (docs/performance.md, "Phones"). A hidden tab, which paints nothing, or a browser without paint
 * timing asks at once. No timer or animation frame: a page whose clock is held still still starts.
 * On a page that waits for the session (SESSION_FIRST_PATHS) it asks for the session at the same
 * moment, so that answer does not wait for the code (`window.__bootSession`, taken by the client).
 * Constant, so the CSP allows it by its hash.
 */
export const BOOT_SCRIPT =
  '(()=>{' +
  `const m=JSON.parse(document.getElementById('${BOOT_MODULES_ELEMENT_ID}').textContent);` +
  "const add=(t,a)=>document.head.append(Object.assign(document.createElement(t),{crossOrigin:''},a));" +
  "const boot=()=>{if(m.session)window.__bootSession=fetch(m.session,{credentials:'same-origin'});" +
  "for(const href of m.preload)add('link',{rel:'modulepreload',href});for(const src of m.entry)add('script',{type:'module',src})};" +
  'const P=window.PerformanceObserver;' +
  "if(document.visibilityState!=='visible'||!P||!(P.supportedEntryTypes||[]).includes('paint'))boot();" +
  "else{const o=new P((list)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();boot()}});o.observe({type:'paint',buffered:true})}" +
  '})()';

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The page's HTML around the rendered part: language, title, styles, and the root marked for
 * hydration. The code's tags are taken out of the head and loaded by BOOT_SCRIPT after the first paint.
 */
export function fillPage(
  template: string,
  language: Language,
  page: { html: string; styles: string; title: string },
  { session = false }: { session?: boolean } = {},
): string {
  const entry = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const modules = JSON.stringify({ entry, preload, ...(session ? { session: BOOT_SESSION_URL } : {}) }).replace(
    /</g,
    '\\u003c',
  );
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${language}">${page.html}</div>`)
    .replace(
      '</body>',
      () =>
        `<script id="${BOOT_MODULES_ELEMENT_ID}" type="application/json">${modules}</script><script>${BOOT_SCRIPT}</script></body>`,
    );
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  return html;
}

/** A page's HTML with its gzip and brotli forms, made once and sent many times. */
export function compressPage(html: string): PageVariants {
  const body = Buffer.from(html);
  return {
    html,
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

type Rendered = Awaited<ReturnType<Prerenderer['renderPage']>>;

/**
 * The worker's code (CommonJS, evaluated): loads the prerenderer once and renders what it is asked.
 * React's server renderer keeps an AsyncLocalStorage, which turns on Node's promise hooks for the
 * whole thread that loads it; rendered here, the server's own thread never pays them on its requests.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.entry);
parentPort.on('message', ({ id, pathname, language, config }) => {
  loaded
    .then((module) => module.renderPage(pathname, language, config))
    .then(
      (rendered) => parentPort.postMessage({ id, rendered }),
      (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
    );
});`;

/** How long the worker waits for another page before it ends (pages are kept: it is rarely needed again). */
const WORKER_IDLE_MS = 2000;

/** Renders pages in a worker thread started on the first request and ended once idle. */
function createWorkerRenderer(entry: string) {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (page: Rendered) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };
  const start = () => {
    const started = new Worker(WORKER_CODE, { eval: true, workerData: { entry: pathToFileURL(entry).href } });
    started.unref();
    started.on('message', ({ id, rendered, error }: { id: number; rendered?: Rendered; error?: string }) => {
      const request = pending.get(id);
      pending.delete(id);
      if (error !== undefined || !rendered) request?.reject(new Error(error ?? 'the page rendered empty'));
      else request?.resolve(rendered);
      if (pending.size === 0 && worker === started) {
        idle = setTimeout(() => {
          worker = undefined;
          void started.terminate();
        }, WORKER_IDLE_MS).unref();
      }
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`the prerendering worker exited (${code})`));
    });
    return started;
  };
  return (pathname: string, language: Language, config: TPublicConfig): Promise<Rendered> =>
    new Promise<Rendered>((resolve, reject) => {
      clearTimeout(idle);
      worker ??= start();
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, pathname, language, config });
    });
}

/**
 * The prerendered pages, each rendered (in a worker thread) and compressed the first time it is asked
 * for in a language and kept for the life of the process. Null when the build has no prerenderer or
 * a render fails: the caller then sends the plain page, which the client renders itself.
 */
export function createPrerenderedPages(options: {
  clientDistDir: string;
  publicConfig: TPublicConfig;
  templateFor: (pathname: string) => string;
  log: FastifyBaseLogger;
}) {
  // Beside the client's build: client/dist-ssr for client/dist (the SSR build's outDir).
  const entry = path.join(`${options.clientDistDir}-ssr`, 'entry-server.js');
  const available = existsSync(entry);
  const render = createWorkerRenderer(entry);
  const pages = new Map<string, Promise<PageVariants | null>>();

  function get(pathname: string, language: Language): Promise<PageVariants | null> | null {
    if (!available || !(PRERENDERED_PATHS as readonly string[]).includes(pathname)) return null;
    const key = `${language} ${pathname}`;
    let page = pages.get(key);
    if (!page) {
      page = render(pathname, language, options.publicConfig)
        .then((rendered) =>
          compressPage(
            fillPage(options.templateFor(pathname), language, rendered, {
              session: SESSION_FIRST_PATHS.includes(pathname),
            }),
          ),
        )
        .catch((error: unknown) => {
          options.log.error({ err: error, pathname, language }, 'prerendering a page failed; it is sent unrendered');
          return null;
        });
      pages.set(key, page);
    }
    return page;
  }

  /** Renders every page in every language ahead of the first visitors. */
  async function warmUp(languages: readonly Language[]) {
    for (const pathname of PRERENDERED_PATHS) for (const language of languages) await get(pathname, language);
  }

  return { available, get, warmUp };
}
