import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { globalCssOf } from './src/theme/global-css.ts';
import { getSystem } from './src/theme/system.ts';

const API_TARGET = 'http://localhost:3000';
const COMPRESSIBLE = /\.(js|css|svg|html)$/;
const MIN_COMPRESS_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes .gz and .br beside every text asset so @fastify/static (preCompressed) sends them
 * without compressing on each request. Runs after the bundle (and public/) is on disk.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ctf:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size <= MIN_COMPRESS_BYTES) return;
          const content = await readFile(file);
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * The modules each landing page loads lazily after the entry (its route chunk, and for the signed-in
 * area its guard and layout): the server adds `<link rel="modulepreload">` for their chunks to that
 * page's HTML, so the browser fetches them beside the entry instead of after it has run.
 */
const ROUTE_MODULES: Record<string, string[]> = {
  '/': ['src/routes/HomePage.tsx'],
  '/auth/login': ['src/routes/auth/LoginPage.tsx'],
  '/auth/registration': ['src/routes/auth/RegistrationPage.tsx'],
  '/rezultati-sccquals2025': ['src/app/DataProvider.tsx', 'src/routes/ResultsPage.tsx'],
  '/app/dashboard': [
    'src/app/SignedInArea.tsx',
    'src/app/DataProvider.tsx',
    'src/features/app-shell/AppLayout.tsx',
    'src/routes/app/DashboardPage.tsx',
  ],
};
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Writes ROUTE_PRELOADS_FILE: for each path in ROUTE_MODULES, the chunks to preload (not in the entry's own list). */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'ctf:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [path.relative(root, chunk.facadeModuleId!).split(path.sep).join('/'), chunk]),
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
      };
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, initial);
      const preloads = Object.fromEntries(
        Object.entries(ROUTE_MODULES).map(([route, modules]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(module);
            if (chunk) closure(chunk.fileName, files);
          }
          return [route, [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`)];
        }),
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/**
 * Libraries the entry loads, split by library so each caches on its own across app releases.
 * Only initial ($initial) modules are captured: library code used by lazy pages alone stays in
 * those pages' chunks instead of being pulled into the first load. zod is not in the first load
 * at all: the forms fetch it on demand (features/auth/lazy-validation.ts).
 */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'vendor-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 30 },
  {
    name: 'vendor-ui',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|stylis)[\\/]/,
    priority: 20,
  },
  { name: 'vendor-data', test: /node_modules[\\/](@trpc|@tanstack|i18next|react-i18next)[\\/]/, priority: 10 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/** The line of Chakra's createSystem that computes the global CSS (styled-system/system.js, 3.37). */
const CHAKRA_GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/**
 * Chakra's global CSS (reset, global styles, the tokens' variables) written into index.html at build
 * time instead of computed in the browser: createSystem spent almost half its time on it and
 * ChakraProvider's `<Global>` serialized all of it again, in the longest task of a phone's start-up
 * (docs/performance.md, "Phones"). The built createSystem leaves `_global` empty, so the Global
 * elements write nothing; the prerenderer (SSR build) gets the same change, so a prerendered page
 * carries the CSS once, from its template. The build fails if Chakra's line changes.
 */
function staticGlobalCss(): Plugin {
  let patched = false;
  return {
    name: 'ctf:static-global-css',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(CHAKRA_GLOBAL_LINE))
        this.error(`Chakra's createSystem no longer has "${CHAKRA_GLOBAL_LINE}": update staticGlobalCss`);
      patched = true;
      return { code: code.replace(CHAKRA_GLOBAL_LINE, 'const _global = [];'), map: null };
    },
    buildEnd(error) {
      if (!error && !patched) this.error(`staticGlobalCss found no Chakra createSystem module to change`);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'style', attrs: { id: 'chakra-global' }, children: globalCssOf(getSystem()), injectTo: 'head' },
      ],
    },
  };
}

/**
 * Chakra's theme by its parts: `@chakra-ui/react/theme` is src/theme/chakra-theme.ts (the theme's
 * pieces without the recipes it leaves to components/ui/recipes), and `@chakra-ui/react/theme/<part>`
 * is that module of Chakra's theme (tsconfig.json's paths give their types). This config imports the
 * theme with Node, which reads Chakra's own theme module: the same values.
 */
export const CHAKRA_THEME_ALIASES = [
  { find: /^@chakra-ui\/react\/theme$/, replacement: path.resolve(import.meta.dirname, 'src/theme/chakra-theme.ts') },
  {
    find: /^@chakra-ui\/react\/theme\/(.+)$/,
    replacement: path.resolve(import.meta.dirname, '../node_modules/@chakra-ui/react/dist/esm/theme/$1.js'),
  },
];

/** Where `vite build --ssr src/entry-server.tsx` writes the prerenderer the server imports. */
export const SSR_OUT_DIR = 'dist-ssr';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), staticGlobalCss()] : [react(), staticGlobalCss(), precompress(), routePreloads()],
  resolve: {
    alias: [
      // @/ is src/ (tsconfig.json's paths), for imports that leave their feature.
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      {
        // Only the shim itself: recharts needs the real `…/shim/with-selector`.
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store.ts'),
      },
      ...CHAKRA_THEME_ALIASES,
    ],
  },
  // The prerenderer is one self-contained folder: the server imports it with no client packages installed.
  ssr: { noExternal: true },
  // React's production build in the prerenderer whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, emptyOutDir: true, assetsInlineLimit: 2048, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Tiny SVGs become data: URLs (the CSP allows img data:); the backgrounds stay hashed files.
        assetsInlineLimit: 2048,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: VENDOR_GROUPS,
            },
          },
        },
      },
  server: {
    proxy: Object.fromEntries(
      ['/trpc', '/api', '/dev/', '/healthz', '/readyz'].map((prefix) => [prefix, { target: API_TARGET }]),
    ),
  },
}));
