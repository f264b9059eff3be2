import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreePort } from '../../server/src/db/embedded';
import { createDatabaseFromTemplate, startTestPostgres } from '../../server/test/support/postgres';
import { assertBrowserInstalled } from './browser-path';
import { prepareBuild } from './build';

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
  // A fixed test key (not a secret): the tests store CTFd API tokens encrypted with it.
  CTFD_TOKEN_KEY: Buffer.alloc(32, 42).toString('base64'),
  // The queue's workers look for new jobs twice a second instead of every 2 s: a test that waits
  // for a mail or a CTFd push waits for the work, not for the next poll.
  JOB_POLLING_SECONDS: '0.5',
};

export async function waitUntilReady(baseUrl: string, server: ChildProcess, output: () => string) {
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
  const { distDir, serverDir, cleanup } = await prepareBuild();

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
    cleanup();
  };
}
