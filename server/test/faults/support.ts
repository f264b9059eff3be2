import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { TEST_BUILD_PARENT, buildServer } from '../../../scripts/build-server.mjs';
import { createDatabase } from '../../src/db/database';
import { type EmbeddedDatabase, ensureDatabase, findFreePort, startEmbeddedPostgres } from '../../src/db/embedded';
import { createSession } from '../../src/services/auth/sessions';
import { createUser } from '../support/auth';
import { startNode } from '../support/process';

/**
 * The production bundle, built once for this file into a folder inside the checkout (so its
 * imports resolve from node_modules) and removed after it.
 */
export async function buildCompiledServer(): Promise<string> {
  const cache = TEST_BUILD_PARENT;
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'ctf-fault-server-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  await buildServer(dir);
  return path.join(dir, 'server.js');
}

/**
 * A PostgreSQL of this file's own (the embedded binaries, on a port of its own, never the
 * machine's 5432) that the test may stop, start again on the same port, or replace by a copy of
 * its data (a failover to a new primary behind the same address).
 */
export async function startOwnPostgres() {
  const root = await mkdtemp(path.join(tmpdir(), 'ctf-fault-pg-'));
  await chmod(root, 0o755);
  const port = await findFreePort();
  let generation = 0;
  const directory = () => path.join(root, `data-${generation}`);
  let server: EmbeddedDatabase | null = await startEmbeddedPostgres({ directory: directory(), port });
  const stop = async () => {
    await server?.stop();
    server = null;
  };
  afterAll(async () => {
    await stop();
    await rm(root, { recursive: true, force: true });
  });
  const adminUrl = server.adminUrl;
  return {
    port,
    adminUrl,
    async createDatabase(name: string) {
      await ensureDatabase(adminUrl, name);
      return server!.urlFor(name);
    },
    stop,
    async start() {
      server = await startEmbeddedPostgres({ directory: directory(), port });
    },
    /** Stops this primary and starts a copy of its data as the new one, on the same address. */
    async failover() {
      await stop();
      const from = directory();
      generation += 1;
      // cp -a keeps the owner: run as root, the cluster belongs to the postgres user.
      execFileSync('cp', ['-a', from, directory()]);
      execFileSync('cp', ['-a', `${from}.password`, `${directory()}.password`]);
      server = await startEmbeddedPostgres({ directory: directory(), port });
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<number | null>;
  /** Log lines (JSON) whose message matches. */
  logLines(pattern: RegExp): { msg: string; [key: string]: unknown }[];
}

/** Starts the compiled server as production would run it, on a free port. */
export async function spawnServer(bundle: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const { child, output, exited } = startNode([bundle], {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    JOB_POLLING_SECONDS: '0.5',
    SESSION_COOKIE_NAME: 'session',
    ...env,
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output,
    exited,
    logLines: (pattern) =>
      output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string })
        .filter((line) => pattern.test(line.msg)),
  };
}

/** Resolves once /readyz answers 200; fails with the server's output if it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    const ready = await fetch(`${server.baseUrl}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

export interface Sample {
  at: number;
  status: number | string;
  retryAfter: string | null;
  body: string;
}

/**
 * Requests in a loop from a few concurrent workers until stopped: every answer (or connection
 * error) with the time it arrived. Bounded by the test: `stop()` ends it.
 */
export function startLoad(urls: string[], init: RequestInit, workers = 6) {
  const samples: Sample[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i += 1) {
      try {
        const res = await fetch(urls[i % urls.length]!, init);
        samples.push({
          at: Date.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.text(),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        samples.push({ at: Date.now(), status: cause?.code ?? String(error), retryAfter: null, body: '' });
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Waits until `check` holds, polling; throws with `what` after the timeout. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A session for a new verified user, written straight into the database. */
export async function sessionCookieFor(databaseUrl: string): Promise<string> {
  const db = createDatabase(databaseUrl, 1);
  try {
    const user = await createUser(db);
    const { token } = await createSession(db, { userId: user.id });
    return token;
  } finally {
    await db.destroy();
  }
}

/** A redis-server of this file's own on a free port (never the machine's 6379), keeping nothing on disk. */
export async function startOwnRedis() {
  const port = await findFreePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually(() => output.includes('Ready to accept connections'), 'redis-server to start');
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  afterAll(stop);
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
