// npm run build: the client (Vite) into client/dist and the server (esbuild) into server/dist, so
// production runs plain `node server/dist/server.js` with no TypeScript transpiler.
// `--if-changed` (what npm start uses) skips a part whose inputs have not changed since its last
// build: each output folder keeps a fingerprint of the files it was built from.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ifChanged = process.argv.includes('--if-changed');
const FINGERPRINT = '.fingerprint';

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(path.join(relative, entry.name)),
  );
}

/** A hash of the inputs' paths and contents: equal inputs, equal build. */
function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

async function buildPart({ name, outDir, inputs, run }) {
  const stampFile = path.join(root, outDir, FINGERPRINT);
  const current = fingerprint(inputs);
  if (ifChanged && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) {
    console.log(`${name}: unchanged since the last build, kept`);
    return;
  }
  const started = Date.now();
  await run();
  writeFileSync(stampFile, current);
  console.log(`${name}: built into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const shared = ['shared/src', 'shared/package.json', 'package-lock.json'];

await buildPart({
  name: 'client',
  outDir: 'client/dist',
  inputs: [
    'client/src',
    'client/public',
    'client/index.html',
    'client/vite.config.ts',
    'client/package.json',
    ...shared,
  ],
  run: async () => {
    const vite = (args) =>
      execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
        cwd: path.join(root, 'client'),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    vite([]);
    // The prerenderer of the public pages (client/src/entry-server.tsx), imported by the server.
    vite(['--ssr', 'src/entry-server.tsx']);
  },
});

await buildPart({
  name: 'server',
  outDir: 'server/dist',
  inputs: ['server/src', 'server/package.json', 'migrations', ...shared],
  run: () => buildServer(),
});
