// npm run bench: the production server under load, every figure beside a baseline measured in the
// same run, written to bench/results/latest.json. Never part of npm test (figures, not pass/fail).
//
//   npm run bench                 everything: build, server figures, soak (BENCH_SOAK_SECONDS, 600),
//                                 lists at national scale (seed:scale + bench:lists): about 30 minutes
//   npm run bench -- --quick      shorter rounds, a 60 s soak, no lists: about 5 minutes
//   --no-build  --no-lists  --no-soak   skip a part; DATABASE_URL: a server to create the bench's
//                                 fresh database on (default: an embedded PostgreSQL in a temp folder)
//
// The server is the compiled one (`node server/dist/server.js`, NODE_ENV=production) on a fresh
// database; load comes from this process (autocannon for throughput at 50 connections, an open-loop
// generator, scripts/lib/paced-load.ts, for latency at an offered rate), the fakes of Turnstile and Resend too. The
// baseline is a bare Fastify started inside the server process on another port (BENCH_BASELINE_PORT,
// server/src/bench-baseline.ts). Rounds interleave platform and baseline; figures are medians.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type PacedRequest, type PacedResult, paced as pacedLoad } from './bench/paced-load';
import type { ListBenchRow } from './bench/lists';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../server/src/db/database';
import { ensureDatabase, findFreePort, startEmbeddedPostgres } from '../server/src/db/embedded';
import { hashPassword } from '../server/src/services/auth/passwords';
import { generateSessionToken, hashToken } from '../server/src/services/auth/crypto';
import { queueStats } from '../server/src/services/jobs/queue-stats';

const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'client/dist/assets');
const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 5));
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? (QUICK ? 3 : 8));
const SOAK_SECONDS = args.has('--no-soak') ? 0 : Number(process.env.BENCH_SOAK_SECONDS ?? (QUICK ? 60 : 600));
const LISTS = !QUICK && !args.has('--no-lists');
const CONNECTIONS = 50;
const PASSWORD = 'Bench#Pass-2026';
const SESSION_COOKIE = '__Host-session';

// ---------------------------------------------------------------------------------------------
// Page weight (the client build)

/** Page chunks (by component name) and the budget of everything a first visit downloads. */
const PAGES = [
  { route: '/', chunks: ['HomePage'], budgetKb: 200 },
  { route: '/rezultati-sccquals2025', chunks: ['DataProvider', 'ResultsPage'], budgetKb: 200 },
  { route: '/auth/login', chunks: ['LoginPage'], budgetKb: 200 },
  { route: '/auth/registration', chunks: ['RegistrationPage'], budgetKb: 200 },
  { route: '/app/dashboard', chunks: ['SignedInArea', 'AppLayout', 'DashboardPage'], budgetKb: 250 },
];

function staticImports(file: string): string[] {
  const code = readFileSync(path.join(assets, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

function closure(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

function pageWeights() {
  if (!existsSync(path.join(root, 'client/dist/index.html'))) return [];
  const html = readFileSync(path.join(root, 'client/dist/index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  console.log('\nPage weight (gzipped JS of a first visit)');
  return PAGES.flatMap((page) => {
    const pageChunks = page.chunks.map((name) => files.find((f) => f.startsWith(`${name}-`)));
    if (pageChunks.some((c) => c === undefined)) {
      console.log(`  ${page.route.padEnd(24)} (page chunk ${page.chunks.join(', ')} not found)`);
      return [];
    }
    const all = closure([...entry, ...(pageChunks as string[])]);
    const kb = [...all].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0) / 1000;
    console.log(
      `  ${page.route.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB  budget ${page.budgetKb} KB  ${kb <= page.budgetKb ? 'within' : 'OVER'}`,
    );
    return [{ route: page.route, kb: Number(kb.toFixed(1)), budgetKb: page.budgetKb }];
  });
}

// ---------------------------------------------------------------------------------------------
// Fakes: Turnstile's siteverify (every token passes, for the action it names) and Resend's API.

async function startFake(handler: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, body, res));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

let botTokens = 0;
/** A single-use bot-check token the fake siteverify passes for `action`. */
const botToken = (action: string) => `bench.${action}.${(botTokens += 1)}.${process.pid}`;

let mailsReceived = 0;

// ---------------------------------------------------------------------------------------------
// The server process

interface ServerRun {
  child: ChildProcess;
  port: number;
  baselinePort: number;
  url: string;
  baseline: string;
  readyMs: number;
  /** The server's own "ready in N ms" line (process start to listening). */
  reportedReadyMs: number | null;
  exited: Promise<number | null>;
}

async function startServer(
  databaseUrl: string,
  fakes: { turnstile: string; resend: string },
  logDir: string,
  env: Record<string, string> = {},
): Promise<ServerRun> {
  const port = await findFreePort();
  const baselinePort = await findFreePort();
  const logFile = path.join(logDir, `server-${port}.log`);
  const out = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
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
      BENCH_BASELINE_PORT: String(baselinePort),
      DATABASE_POOL_SIZE: '10',
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > 120_000) throw new Error(`the server was not ready in 2 minutes; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  const reported = /ready in (\d+) ms/.exec(
    readFileSync(logFile, 'utf8').split('CTF platform is running').at(-1) ?? '',
  );
  return {
    child,
    port,
    baselinePort,
    url,
    baseline: `http://127.0.0.1:${baselinePort}`,
    readyMs,
    reportedReadyMs: reported ? Number(reported[1]) : null,
    exited,
  };
}

async function stopServer(server: ServerRun) {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) console.log(`  (server on ${server.port} exited with ${code})`);
}

// ---------------------------------------------------------------------------------------------
// Load

/** What one load run measured: the same figures, whichever generator made the load. */
type Load = PacedResult;

let addresses = 0;
/** A distinct caller address from 198.18.0.0/15 (RFC 2544's benchmarking range). */
const nextAddress = () => {
  addresses += 1;
  return `198.${18 + ((addresses >> 16) & 1)}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: ROUND_SECONDS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs each case once per round, rounds interleaved; the median of each measure per case. */
async function interleaved(label: string, cases: Record<string, () => Promise<Load>>) {
  const runs: Record<string, Load[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, run] of Object.entries(cases)) runs[name]!.push(await run());
    process.stdout.write(`  ${label}: round ${round}/${ROUNDS}\r`);
  }
  process.stdout.write('\n');
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        rps: median(list.map((l) => l.rps)),
        p50: median(list.map((l) => l.p50)),
        p99: median(list.map((l) => l.p99)),
        non2xx: list.reduce((sum, l) => sum + l.non2xx, 0),
        errors: list.reduce((sum, l) => sum + l.errors, 0),
        rounds: list,
      },
    ]),
  ) as Record<string, Load & { rounds: Load[] }>;
}

// ---------------------------------------------------------------------------------------------
// Results

interface Figure {
  figure: string;
  value: number;
  unit: string;
  baseline: number | null;
  baselineLabel: string;
  /** value ÷ baseline (for times: baseline ÷ value, so above 1 is always better). */
  ratio: number | null;
  target: string | null;
  met: boolean | null;
}
const figures: Figure[] = [];

function record(figure: Omit<Figure, 'ratio'> & { lowerIsBetter?: boolean }) {
  const { lowerIsBetter, ...rest } = figure;
  const ratio =
    figure.baseline === null || figure.baseline === 0 || figure.value === 0
      ? null
      : lowerIsBetter
        ? figure.baseline / figure.value
        : figure.value / figure.baseline;
  const row = { ...rest, ratio: ratio === null ? null : Number(ratio.toFixed(2)) };
  figures.push(row);
  const fmt = (v: number | null) => (v === null ? '—' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
  console.log(
    `  ${row.figure.padEnd(58)} ${`${fmt(row.value)} ${row.unit}`.padStart(14)}  baseline ${`${fmt(row.baseline)} ${row.baseline === null ? '' : row.unit}`.padStart(14)} (${row.baselineLabel})  ratio ${row.ratio ?? '—'}${row.target ? `  target ${row.target}: ${row.met ? 'met' : 'NOT met'}` : ''}`,
  );
}

// ---------------------------------------------------------------------------------------------

async function freshDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const name = `ctf_bench_${Date.now()}`;
  if (process.env.DATABASE_URL) {
    await ensureDatabase(process.env.DATABASE_URL, name);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => {
        // The name is this script's own (ctf_bench_<time>), never input.
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'ctf-bench-'));
  await chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres({ directory: path.join(dir, 'data'), persistent: false });
  await ensureDatabase(embedded.adminUrl, name);
  return {
    url: embedded.urlFor(name),
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Verified users who sign in with PASSWORD, and one session per user; returns their names and tokens. */
async function seed(databaseUrl: string, count: number) {
  const db = createDatabase(databaseUrl, 2);
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const usernames: string[] = [];
    const tokens: string[] = [];
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => start + i);
      const users = await db
        .insertInto('users')
        .values(
          batch.map((i) => ({
            username: `bench_${i}`,
            email: `bench_${i}@bench.example.org`,
            password_hash: passwordHash,
            email_verified_at: new Date(),
          })),
        )
        .returning(['id', 'username'])
        .execute();
      const now = Date.now();
      const batchTokens = users.map(() => generateSessionToken());
      await db
        .insertInto('sessions')
        .values(
          users.map((user, i) => ({
            id: hashToken(batchTokens[i]!),
            user_id: user.id,
            expires_at: new Date(now + 29 * 86_400_000),
            absolute_expires_at: new Date(now + 89 * 86_400_000),
          })),
        )
        .execute();
      usernames.push(...users.map((u) => u.username));
      tokens.push(...batchTokens);
    }
    await sql`ANALYZE users`.execute(db);
    await sql`ANALYZE sessions`.execute(db);
    return { usernames, tokens };
  } finally {
    await db.destroy();
  }
}

interface MetricsSample {
  rssMb: number;
  heapUsedMb: number;
  eventLoopLagP99Ms: number;
}

async function sampleMetrics(url: string): Promise<MetricsSample> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    rssMb: value('process_resident_memory_bytes') / 1e6,
    heapUsedMb: value('nodejs_heap_size_used_bytes') / 1e6,
    eventLoopLagP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
  };
}

async function main() {
  const startedAt = new Date();
  console.log(
    `npm run bench${QUICK ? ' --quick' : ''}: ${ROUNDS} rounds of ${ROUND_SECONDS} s, soak ${SOAK_SECONDS} s, lists ${LISTS ? 'on' : 'off'}; ${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (!args.has('--no-build')) {
    const t0 = performance.now();
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    console.log(`build: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const pages = pageWeights();

  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const logDir = await mkdtemp(path.join(tmpdir(), 'ctf-bench-logs-'));
  const turnstile = await startFake((_req, body, res) => {
    const token = new URLSearchParams(body).get('response') ?? '';
    json(res, 200, { success: true, hostname: 'localhost', action: token.split('.')[1] ?? '' });
  });
  const resend = await startFake((req, _body, res) => {
    if (req.method === 'POST' && req.url === '/emails') mailsReceived += 1;
    json(res, 200, { id: `bench-${mailsReceived}` });
  });
  const fakes = { turnstile: turnstile.url, resend: resend.url };
  const database = await freshDatabase();
  const servers: ServerRun[] = [];
  const soakReport: Record<string, unknown> = {};
  let lists: unknown = null;
  try {
    // ---- Start-up: a fresh database (migrations), then again on the existing one.
    console.log('\nStart-up');
    let server = await startServer(database.url, fakes, logDir);
    const firstStart = server.readyMs;
    await stopServer(server);
    server = await startServer(database.url, fakes, logDir);
    servers.push(server);
    record({
      figure: 'start-up to /readyz 200, existing database (ms)',
      value: server.readyMs,
      unit: 'ms',
      baseline: firstStart,
      baselineLabel: 'first start, fresh database, migrations',
      target: '< 1000 ms',
      met: server.readyMs < 1000,
      lowerIsBetter: true,
    });
    if (server.reportedReadyMs !== null)
      record({
        figure: 'start-up, as the server reports it (process start to listening)',
        value: server.reportedReadyMs,
        unit: 'ms',
        baseline: null,
        baselineLabel: '—',
        target: '< 1000 ms',
        met: server.reportedReadyMs < 1000,
      });

    console.log('\nSeeding 10,000 verified users with a session each');
    const { usernames, tokens } = await seed(database.url, 10_000);
    const cookie = `${SESSION_COOKIE}=${tokens[0]}`;
    const check = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
    const baseCheck = await fetch(`${server.baseline}/session`, { headers: { cookie } });
    if (!check.ok || !JSON.stringify(await check.json()).includes('bench_') || !baseCheck.ok)
      throw new Error('the seeded session is not recognised');
    await baseCheck.text();

    // ---- Throughput at 50 connections.
    console.log(
      `\nThroughput (${CONNECTIONS} connections, ${ROUND_SECONDS} s per round, ${ROUNDS} rounds interleaved)`,
    );
    const get =
      (url: string, headers: Record<string, string> = {}) =>
      () =>
        load({ url, headers });
    const throughput = await interleaved('throughput', {
      bareHealthz: get(`${server.baseline}/healthz`),
      healthz: get(`${server.url}/healthz`),
      bareSession: get(`${server.baseline}/session`, { cookie }),
      rest: get(`${server.url}/api/auth/session`, { cookie }),
      trpc: get(`${server.url}/trpc/auth.session`, { cookie }),
    });
    const t = throughput;
    record({
      figure: 'GET /healthz (req/s)',
      value: t.healthz!.rps,
      unit: 'req/s',
      baseline: t.bareHealthz!.rps,
      baselineLabel: 'bare Fastify, no database',
      target: null,
      met: null,
    });
    record({
      figure: 'REST GET /api/auth/session (req/s)',
      value: t.rest!.rps,
      unit: 'req/s',
      baseline: t.bareSession!.rps,
      baselineLabel: 'bare Fastify + raw pg lookup',
      target: '≥ 0.9×',
      met: t.rest!.rps >= 0.9 * t.bareSession!.rps,
    });
    record({
      figure: 'tRPC auth.session (req/s)',
      value: t.trpc!.rps,
      unit: 'req/s',
      baseline: t.bareSession!.rps,
      baselineLabel: 'bare Fastify + raw pg lookup',
      target: '≥ 0.7×',
      met: t.trpc!.rps >= 0.7 * t.bareSession!.rps,
    });
    for (const [name, label] of [
      ['rest', 'REST session'],
      ['trpc', 'tRPC auth.session'],
    ] as const)
      record({
        figure: `${label} p99 at ${CONNECTIONS} connections (ms)`,
        value: t[name]!.p99,
        unit: 'ms',
        baseline: t.bareSession!.p99,
        baselineLabel: 'bare Fastify + raw pg lookup',
        target: null,
        met: null,
        lowerIsBetter: true,
      });

    // ---- Latency at 1,000 req/s offered.
    console.log('\nLatency at 1,000 req/s offered');
    // Evenly spaced requests, latency from each one's due time (scripts/lib/paced-load.ts says why
    // autocannon's overallRate cannot measure a p99 at an offered rate).
    const atRate = (url: string, rate: number) => () => {
      const { origin, pathname } = new URL(url);
      return pacedLoad({ origin, rate, seconds: ROUND_SECONDS, next: () => ({ path: pathname, headers: { cookie } }) });
    };
    const paced = await interleaved('1,000 req/s', {
      bare: atRate(`${server.baseline}/session`, 1000),
      rest: atRate(`${server.url}/api/auth/session`, 1000),
      trpc: atRate(`${server.url}/trpc/auth.session`, 1000),
    });
    for (const [name, label] of [
      ['rest', 'REST session'],
      ['trpc', 'tRPC auth.session'],
    ] as const)
      record({
        figure: `${label} p99 at 1,000 req/s offered (ms)`,
        value: paced[name]!.p99,
        unit: 'ms',
        baseline: paced.bare!.p99,
        baselineLabel: 'bare Fastify + raw pg lookup',
        target: '< 15 ms',
        met: paced[name]!.p99 < 15,
        lowerIsBetter: true,
      });

    // ---- Sign-in: throughput, and the session check while logins run at 50/s.
    console.log('\nSign-in (argon2id)');
    let nextUser = 0;
    const loginBody = () =>
      JSON.stringify({ username: usernames[(nextUser += 1) % usernames.length], password: PASSWORD });
    const loginLoad = () =>
      load({
        url: `${server.url}/api/auth/login`,
        connections: 8,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: `http://localhost:${server.port}` },
            setupRequest: (req) => ({
              ...req,
              body: loginBody(),
              headers: { ...req.headers, 'x-turnstile-token': botToken('login'), 'x-forwarded-for': nextAddress() },
            }),
          },
        ],
      });
    const bareLoginLoad = () =>
      load({
        url: `${server.baseline}/login`,
        connections: 8,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: loginBody() }),
          },
        ],
      });
    const logins = await interleaved('login throughput', { bare: () => bareLoginLoad(), platform: () => loginLoad() });
    if (logins.platform!.non2xx > 0) console.log(`  (${logins.platform!.non2xx} sign-ins were refused)`);
    record({
      figure: 'sign-in throughput, 8 connections (req/s)',
      value: logins.platform!.rps,
      unit: 'req/s',
      baseline: logins.bare!.rps,
      baselineLabel: 'bare Fastify: lookup + argon2id verify + insert',
      target: null,
      met: null,
    });
    const pacedLogins = (url: string, platform: boolean) => {
      const { origin, pathname } = new URL(url);
      return pacedLoad({
        origin,
        rate: 50,
        seconds: ROUND_SECONDS,
        next: () => ({
          method: 'POST',
          path: pathname,
          body: loginBody(),
          headers: {
            'content-type': 'application/json',
            ...(platform
              ? {
                  origin: `http://localhost:${server.port}`,
                  'x-turnstile-token': botToken('login'),
                  'x-forwarded-for': nextAddress(),
                }
              : {}),
          },
        }),
      });
    };
    const mixed = await interleaved('session at 500 req/s + sign-in at 50/s', {
      bare: async () =>
        (
          await Promise.all([
            atRate(`${server.baseline}/session`, 500)(),
            pacedLogins(`${server.baseline}/login`, false),
          ])
        )[0],
      platform: async () =>
        (
          await Promise.all([
            atRate(`${server.url}/api/auth/session`, 500)(),
            pacedLogins(`${server.url}/api/auth/login`, true),
          ])
        )[0],
    });
    record({
      figure: 'session p99 at 500 req/s while sign-ins run at 50/s (ms)',
      value: mixed.platform!.p99,
      unit: 'ms',
      baseline: mixed.bare!.p99,
      baselineLabel: 'bare Fastify, same mix',
      target: '< 50 ms',
      met: mixed.platform!.p99 < 50,
      lowerIsBetter: true,
    });

    // ---- One worker against two (WEB_CONCURRENCY=2), same database.
    console.log('\nWEB_CONCURRENCY=2 against one process');
    const two = await startServer(database.url, fakes, logDir, { WEB_CONCURRENCY: '2' });
    servers.push(two);
    const workers = await interleaved('1 and 2 workers', {
      one: get(`${server.url}/api/auth/session`, { cookie }),
      two: get(`${two.url}/api/auth/session`, { cookie }),
    });
    await stopServer(two);
    servers.pop();
    record({
      figure: 'REST session, WEB_CONCURRENCY=2 (req/s)',
      value: workers.two!.rps,
      unit: 'req/s',
      baseline: workers.one!.rps,
      baselineLabel: 'one process',
      target: null,
      met: null,
    });

    // ---- Registration burst and mail queue drain.
    console.log('\nRegistration burst: 2,000 in a minute from distinct addresses, then the mail queue');
    const db = createDatabase(database.url, 2);
    try {
      mailsReceived = 0;
      let registered = 0;
      const burstStarted = performance.now();
      // Evenly spaced: 2,000 in 60 s exactly (autocannon's overallRate, split over its connections,
      // rounded each connection's share down and offered 20 a second).
      const burst = await pacedLoad({
        origin: server.url,
        rate: 2000 / 60,
        seconds: 60,
        next: () => {
          registered += 1;
          const name = `burst_${registered}_${process.pid}`;
          return {
            method: 'POST',
            path: '/api/auth/register',
            body: JSON.stringify({
              username: name,
              email: `${name}@burst.example.org`,
              password: PASSWORD,
              confirmPassword: PASSWORD,
              consent: true,
            }),
            headers: {
              'content-type': 'application/json',
              origin: `http://localhost:${server.port}`,
              'x-turnstile-token': botToken('register'),
              'x-forwarded-for': nextAddress(),
            },
          };
        },
      });
      const burstSeconds = (performance.now() - burstStarted) / 1000;
      const accepted = burst.requests - burst.non2xx - burst.errors;
      console.log(
        `  ${accepted} of ${burst.requests} accepted in ${burstSeconds.toFixed(1)} s (p99 ${burst.p99.toFixed(0)} ms, ${burst.non2xx} refused, ${burst.errors} failed)`,
      );
      let depth = Infinity;
      while (mailsReceived < accepted || depth > 0) {
        if (performance.now() - burstStarted > 600_000) break;
        await new Promise((r) => setTimeout(r, 100));
        depth = (await queueStats(db)).find((q) => q.queue === 'mail')?.depth ?? 0;
      }
      const drainSeconds = (performance.now() - burstStarted) / 1000;
      record({
        figure: `registrations accepted of 2,000 offered in 60 s`,
        value: accepted,
        unit: '',
        baseline: 2000,
        baselineLabel: 'offered',
        target: '2,000',
        met: accepted === 2000,
      });
      record({
        figure: `registration p99 during the burst (ms)`,
        value: burst.p99,
        unit: 'ms',
        baseline: null,
        baselineLabel: '—',
        target: null,
        met: null,
      });
      record({
        figure: `mail queue drained (s from the burst's start; ${mailsReceived} mails at the fake Resend)`,
        value: drainSeconds,
        unit: 's',
        baseline: burstSeconds,
        baselineLabel: 'the burst itself',
        target: '< 120 s',
        met: drainSeconds < 120 && mailsReceived >= accepted,
        lowerIsBetter: true,
      });
    } finally {
      await db.destroy();
    }

    // ---- Soak: two instances on one database, mixed traffic at a steady rate.
    if (SOAK_SECONDS > 0) {
      console.log(`\nSoak: ${SOAK_SECONDS} s of mixed traffic on two instances`);
      const second = await startServer(database.url, fakes, logDir);
      servers.push(second);
      const instances = [server, second];
      const windowSeconds = Math.max(10, Math.min(60, Math.floor(SOAK_SECONDS / 10)));
      const windows = Math.max(2, Math.round(SOAK_SECONDS / windowSeconds));
      const samples: { window: number; p99: number; rps: number; non2xx: number; metrics: MetricsSample[] }[] = [];
      for (let w = 0; w < windows; w += 1) {
        // Evenly spaced (scripts/lib/paced-load.ts): the window's p99 is the server's, not a burst's queue.
        const runs = await Promise.all(
          instances.flatMap((instance, i) => {
            const mix: PacedRequest[] = [
              { path: '/api/auth/session', headers: { cookie: `${SESSION_COOKIE}=${tokens[1 + i]}` } },
              { path: '/trpc/auth.session', headers: { cookie: `${SESSION_COOKIE}=${tokens[3 + i]}` } },
              { path: '/healthz' },
              { path: '/api/auth/session' },
              { path: '/' },
            ];
            let next = 0;
            return [
              pacedLoad({
                origin: instance.url,
                rate: 200,
                seconds: windowSeconds,
                next: () => mix[(next += 1) % mix.length]!,
              }),
              pacedLoad({
                origin: instance.url,
                rate: 2,
                seconds: windowSeconds,
                next: () => ({
                  method: 'POST',
                  path: '/api/auth/login',
                  body: loginBody(),
                  headers: {
                    'content-type': 'application/json',
                    origin: `http://localhost:${instance.port}`,
                    'x-turnstile-token': botToken('login'),
                    'x-forwarded-for': nextAddress(),
                  },
                }),
              }),
            ];
          }),
        );
        const traffic = runs.filter((_, i) => i % 2 === 0);
        const metrics = await Promise.all(instances.map((instance) => sampleMetrics(instance.url)));
        const sample = {
          window: w + 1,
          p99: Math.max(...traffic.map((r) => r.p99)),
          rps: traffic.reduce((sum, r) => sum + r.rps, 0),
          non2xx: traffic.reduce((sum, r) => sum + r.non2xx, 0),
          metrics,
        };
        samples.push(sample);
        console.log(
          `  window ${String(sample.window).padStart(2)}: ${sample.rps.toFixed(0)} req/s, p99 ${sample.p99.toFixed(1)} ms, ${sample.non2xx} non-2xx; ${metrics
            .map(
              (m, i) =>
                `#${i + 1} RSS ${m.rssMb.toFixed(0)} MB heap ${m.heapUsedMb.toFixed(0)} MB lag p99 ${m.eventLoopLagP99Ms.toFixed(1)} ms`,
            )
            .join('; ')}`,
        );
      }
      // The first window warms up (JIT, pools, caches): growth is counted from the second.
      const first = samples[Math.min(1, samples.length - 1)]!;
      const last = samples.at(-1)!;
      const growth = first.metrics.map((m, i) => {
        const end = last.metrics[i]!;
        return {
          instance: i + 1,
          rssMb: [m.rssMb, end.rssMb],
          heapUsedMb: [m.heapUsedMb, end.heapUsedMb],
          eventLoopLagP99Ms: [m.eventLoopLagP99Ms, end.eventLoopLagP99Ms],
          // Beyond noise: RSS up 20% and 30 MB, heap up 25% and 20 MB.
          grew:
            (end.rssMb > m.rssMb * 1.2 && end.rssMb - m.rssMb > 30) ||
            (end.heapUsedMb > m.heapUsedMb * 1.25 && end.heapUsedMb - m.heapUsedMb > 20),
        };
      });
      Object.assign(soakReport, { seconds: SOAK_SECONDS, windowSeconds, samples, growth });
      for (const g of growth)
        record({
          figure: `soak, instance ${g.instance}: RSS at the end (MB)`,
          value: g.rssMb[1]!,
          unit: 'MB',
          baseline: g.rssMb[0]!,
          baselineLabel: 'after warm-up',
          target: 'no growth beyond noise',
          met: !g.grew,
          lowerIsBetter: true,
        });
      record({
        figure: 'soak: p99 in the last window (ms)',
        value: last.p99,
        unit: 'ms',
        baseline: first.p99,
        baselineLabel: 'after warm-up',
        target: null,
        met: null,
        lowerIsBetter: true,
      });
      await stopServer(second);
      servers.pop();
    }
    await stopServer(server);
    servers.pop();

    // ---- Lists at national scale: the lists' own benchmark on this database.
    if (LISTS) {
      console.log('\nLists at national scale: npm run seed:scale, then npm run bench:lists');
      const env = { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'development' };
      execFileSync('npm', ['run', 'seed:scale'], { cwd: root, stdio: 'inherit', env });
      execFileSync('npm', ['run', 'bench:lists'], { cwd: root, stdio: 'inherit', env });
      const file = path.join(resultsDir, 'lists.json');
      lists = JSON.parse(readFileSync(file, 'utf8'));
      for (const row of (lists as { rows: ListBenchRow[] }).rows)
        record({
          figure: `list: ${row.list}, ${row.case} (median ms)`,
          value: row.after,
          unit: 'ms',
          baseline: row.before,
          baselineLabel: row.before === null ? '—' : 'the case before, same run (bench-lists.ts)',
          target: row.target,
          met: row.ok,
          lowerIsBetter: true,
        });
    }
  } finally {
    for (const server of servers) await stopServer(server).catch(() => {});
    turnstile.close();
    resend.close();
    await database.stop();
  }

  const out = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: { quick: QUICK, rounds: ROUNDS, roundSeconds: ROUND_SECONDS, soakSeconds: SOAK_SECONDS, lists: LISTS },
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg(), node: process.version },
    note: 'Load generator, fakes and server share the machine; rounds interleave platform and baseline, figures are medians.',
    figures,
    pages,
    soak: soakReport,
    lists,
  };
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nWritten to bench/results/latest.json; server logs in ${logDir}`);
  const missed = figures.filter((f) => f.met === false);
  console.log(missed.length === 0 ? 'Every target met.' : `Targets not met: ${missed.map((f) => f.figure).join('; ')}`);
}

await main();
