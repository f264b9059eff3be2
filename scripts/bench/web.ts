// npm run bench:web: Lighthouse mobile performance (its default phone, simulated slow 4G and CPU) of
// /, /auth/login, /rezultati-sccquals2025 (142 demo results) and /app/dashboard (signed in), beside the
// target of 95, with the metrics that make each score. The built client is served by the compiled
// server (npm run build, as production runs it) on DATABASE_URL, which is migrated and given the demo
// results. Chromium: CHROME_PATH, default Debian's /usr/bin/chromium. Numbers, not a test.
//   --no-build      serve the last build (client/dist, server/dist)
//   --json FILE     where to write the figures (default bench/results/web.json)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runMigrations } from '../../server/src/db/connect';
import { loadConfig } from '../../server/src/env';
import { createDatabase } from '../../server/src/db/database';
import { createSession } from '../../server/src/services/auth/sessions';
import { hashPassword } from '../../server/src/services/auth/passwords';
import { runCli } from '../lib/cli';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_TARGET = 95;
const PAGES = ['/', '/auth/login', '/rezultati-sccquals2025', '/app/dashboard'];

export interface WebBenchRow {
  page: string;
  score: number;
  target: number;
  ok: boolean;
  /** Milliseconds (CLS: unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready:\n${output()}`);
}

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
  finalDisplayedUrl: string;
}

/** The session cookie's name given to the server under test (its default outside production differs). */
const SESSION_COOKIE = 'bench_session';

/** One Lighthouse run of one address (mobile, performance only), tried up to three times. */

function lighthouse(url: string, headers: Record<string, string>): LighthouseResult {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url, headers);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${url}: Lighthouse failed (${(error as Error).message.split('\n')[0]}), trying again`);
    }
  }
}

function lighthouseOnce(url: string, headers: Record<string, string>): LighthouseResult {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const out = execFileSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      `--extra-headers=${JSON.stringify(headers)}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 256 * 1024 * 1024 },
  );
  // BENCH_WEB_REPORTS=DIR keeps each page's whole Lighthouse report (what its LCP element and long tasks were).
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`), out);
  }
  return JSON.parse(out.toString('utf8')) as LighthouseResult;
}

if (process.argv[1]?.endsWith('bench/web.ts')) {
  await runCli(async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error('Set DATABASE_URL to a database for the bench (it is migrated and seeded).');
    const args = process.argv.slice(2);
    const jsonAt = args.indexOf('--json');
    const outFile =
      jsonAt >= 0 && args[jsonAt + 1] ? path.resolve(args[jsonAt + 1]!) : path.join(ROOT, 'bench/results/web.json');
    if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    await runMigrations(databaseUrl, loadConfig());
    execFileSync('npm', ['run', 'seed:demo'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    // A signed-in competitor for /app/dashboard: a session made in the database, sent as the cookie.
    const db = createDatabase(databaseUrl, 1);
    let cookie: string;
    try {
      const name = `lighthouse_${Date.now().toString(36)}`;
      const user = await db
        .insertInto('users')
        .values({
          username: name,
          email: `${name}@example.org`,
          password_hash: await hashPassword(`${name}#Pw1`),
          email_verified_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      cookie = `${SESSION_COOKIE}=${(await createSession(db, { userId: user.id })).token}`;
    } finally {
      await db.destroy();
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let output = '';
    const server = spawn(process.execPath, [path.join(ROOT, 'server/dist/server.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATABASE_URL: databaseUrl,
        CLIENT_DIST_DIR: path.join(ROOT, 'client/dist'),
        SESSION_COOKIE_NAME: SESSION_COOKIE,
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitUntilReady(baseUrl, server, () => output);
      const rows: WebBenchRow[] = [];
      for (const page of PAGES) {
        const result = lighthouse(`${baseUrl}${page}`, page.startsWith('/app/') ? { Cookie: cookie } : {});
        // A signed-in page measured as the login page it redirected to would be a figure of the wrong page.
        if (new URL(result.finalDisplayedUrl).pathname !== page)
          throw new Error(`${page} ended at ${result.finalDisplayedUrl}: not the page to measure`);
        const audit = (id: string) => Math.round(result.audits[id]?.numericValue ?? Number.NaN);
        const score = Math.round(result.categories.performance.score * 100);
        const row: WebBenchRow = {
          page,
          score,
          target: WEB_TARGET,
          ok: score >= WEB_TARGET,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: Number((result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
          speedIndex: audit('speed-index'),
        };
        rows.push(row);
        console.log(
          `${page.padEnd(26)} score ${String(score).padStart(3)}  target ${WEB_TARGET} ${row.ok ? 'ok  ' : 'UNDER'}  FCP ${row.fcp} ms  LCP ${row.lcp} ms  TBT ${row.tbt} ms  CLS ${row.cls}  SI ${row.speedIndex} ms`,
        );
      }
      mkdirSync(path.dirname(outFile), { recursive: true });
      writeFileSync(outFile, `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
      console.log(`written to ${outFile}`);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  });
}
