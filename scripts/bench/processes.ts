// The processes under load: the compiled platform server, as production runs it, and the bare
// baseline (baseline.ts) in a process of its own. Each logs to a file in the run's log folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findFreePort } from '../../server/src/db/embedded';
import type { BaselineOptions } from './baseline';
import type { Fakes } from './fakes';
import { POOL_SIZE, ROOT, SESSION_COOKIE } from './options';

export interface Running {
  child: ChildProcess;
  port: number;
  url: string;
  /** Spawn to the first 200 from `readyPath`. */
  readyMs: number;
  exited: Promise<number | null>;
  logFile: string;
}

export interface ServerRun extends Running {
  /** The server's own "ready in N ms" line (process start to listening). */
  reportedReadyMs: number | null;
}

/** A process to start: `node <args>` with `env` (besides PATH and HOME), listening on `port`. */
interface Spawn {
  /** Names the process in errors and its log file. */
  name: string;
  args: string[];
  env: Record<string, string>;
  logDir: string;
  port: number;
  /** Answers 200 once the process is ready. */
  readyPath: string;
}

async function spawnUntilReady({ name, args, env, logDir, port, readyPath }: Spawn): Promise<Running> {
  const logFile = path.join(logDir, `${name}-${port}.log`);
  const out = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} exited (${child.exitCode}); see ${logFile}`);
    const ready = await fetch(`${url}${readyPath}`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > 120_000)
      throw new Error(`the ${name} was not ready in 2 minutes; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, port, url, readyMs: performance.now() - started, exited, logFile };
}

export async function startServer(
  databaseUrl: string,
  fakes: Fakes,
  logDir: string,
  env: Record<string, string> = {},
): Promise<ServerRun> {
  const port = await findFreePort();
  const run = await spawnUntilReady({
    name: 'server',
    args: ['server/dist/server.js'],
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      // Callers are told apart by X-Forwarded-For, as behind a load balancer (distinct addresses
      // from 198.18.0.0/15, the range set aside for benchmarks): the production limits apply.
      TRUST_PROXY: '127.0.0.1',
      TURNSTILE_SITE_KEY: 'bench-site-key',
      TURNSTILE_SECRET_KEY: 'bench-secret-key',
      TURNSTILE_SITEVERIFY_URL: fakes.turnstile,
      RESEND_API_KEY: 're_bench',
      TOTP_SECRET_KEY: 'dG90cC1zZWNyZXQta2V5LWZvci10ZXN0cy0zMmJ5dGU=',
      DEVICE_COOKIE_KEY: randomBytes(32).toString('base64'),
      RESEND_BASE_URL: fakes.resend,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      ...env,
    },
    logDir,
    port,
    readyPath: '/readyz',
  });
  const reported = /ready in (\d+) ms/.exec(
    readFileSync(run.logFile, 'utf8').split('CTF platform is running').at(-1) ?? '',
  );
  return { ...run, reportedReadyMs: reported ? Number(reported[1]) : null };
}

/** The bare baseline (baseline.ts) in its own process, on the same database and pool size as the server. */
export async function startBaseline(databaseUrl: string, logDir: string): Promise<Running> {
  const port = await findFreePort();
  const options: BaselineOptions = { port, databaseUrl, poolSize: POOL_SIZE, cookieName: SESSION_COOKIE };
  return spawnUntilReady({
    name: 'baseline',
    args: ['--import', 'tsx', 'scripts/bench/baseline.ts', JSON.stringify(options)],
    env: { NODE_ENV: 'production' },
    logDir,
    port,
    readyPath: '/healthz',
  });
}

export async function stop(run: Running) {
  run.child.kill('SIGTERM');
  const code = await run.exited;
  if (code !== 0) console.log(`  (the process on ${run.port} exited with ${code})`);
}
