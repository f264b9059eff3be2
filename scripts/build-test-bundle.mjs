// The build the browser tests serve: the compiled server and the client's production build.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Compiles the server into `serverDir` and builds the client for production into `distDir`, and the
 * public pages' prerenderer beside it into `${distDir}-ssr` (where the server looks for it).
 */
export async function buildInto(distDir, serverDir) {
  await buildServer(serverDir);
  // Vitest sets NODE_ENV=test, which Vite would keep: React's development build, not what users get.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    cwd: path.join(root, 'client'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', `${distDir}-ssr`],
    { cwd: path.join(root, 'client'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
}
