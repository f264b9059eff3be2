import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreePort } from '../../server/src/db/embedded';
import { createDatabaseFromTemplate, startTestPostgres } from '../../server/test/support/postgres';
import { TEST_BUILD_PARENT, buildServer } from '../../scripts/build-server.mjs';
import { assertBrowserInstalled } from './browser-path';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export const E2E_ENV = {
  COMMUNITY_CHAT_URL: 'https://chat.example.org/ctf-serbia',
  CODE_REPOSITORY_URL: 'https://code.example.org/ctf-platform',
  CTF_PLAYGROUND_URL: 'https://play.example.org/login',
};

async function waitUntilReady(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server under test exited:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server under test did not become ready:\n${output()}`);
}

/** The real built client served by the real server on a fresh database, as a user would meet it. */
export default async function setup(project: TestProject) {
  assertBrowserInstalled();
  // Each run builds into its own folder, so runs side by side never serve each other's half-written
  // build; E2E_SKIP_BUILD=1 serves the last `npm run build` (client/dist) instead.
  const skipBuild = process.env.E2E_SKIP_BUILD === '1';
  const distDir = skipBuild ? path.join(ROOT, 'client/dist') : mkdtempSync(path.join(tmpdir(), 'ctf-e2e-dist-'));
  // The compiled server, as production runs it (plain node, no transpiler).
  // Its own folder inside the checkout, so the packages it imports resolve from node_modules.
  const cacheDir = TEST_BUILD_PARENT;
  mkdirSync(cacheDir, { recursive: true });
  const serverDir = skipBuild ? path.join(ROOT, 'server/dist') : mkdtempSync(path.join(cacheDir, 'ctf-e2e-server-'));
  if (!skipBuild) {
    await buildServer(serverDir);
    // Vitest sets NODE_ENV=test, which Vite would keep: React's development build, not what users get.
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
      cwd: path.join(ROOT, 'client'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }

  const postgres = await startTestPostgres();
  const database = await createDatabaseFromTemplate(postgres.adminUrl, postgres.templateName);
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDir, 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...E2E_ENV,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      CLIENT_DIST_DIR: distDir,
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(baseUrl, server, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', database.url);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await database.drop();
    await postgres.stop();
    if (!skipBuild) {
      rmSync(distDir, { recursive: true, force: true });
      rmSync(serverDir, { recursive: true, force: true });
    }
  };
}
