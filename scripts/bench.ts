// npm run bench: what pages weigh against their budgets, and how fast the hottest server paths answer.
// Numbers, not pass/fail tests: run before and after a change and compare.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../server/src/app';
import { createDatabase } from '../server/src/db/database';
import { runMigrations } from '../server/src/db/connect';
import { ensureDatabase, startEmbeddedPostgres } from '../server/src/db/embedded';
import { loadConfig } from '../server/src/env';
import { hashPassword } from '../server/src/services/auth/passwords';
import { createSession } from '../server/src/services/auth/sessions';

const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'client/dist/assets');

/**
 * Page chunks (by component name) and the budget of everything a first visit downloads. The data
 * provider (React Query) is its own chunk: pages that use it name it (SignedInArea includes it).
 */
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

function benchBundles() {
  if (!existsSync(path.join(root, 'client/dist/index.html'))) {
    console.log('No client build: run "npm run build" first to measure page weight.');
    return;
  }
  const html = readFileSync(path.join(root, 'client/dist/index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  console.log('\nPage weight (gzipped JS of a first visit)');
  for (const page of PAGES) {
    const pageChunks = page.chunks.map((name) => files.find((f) => f.startsWith(`${name}-`)));
    if (pageChunks.some((c) => c === undefined)) {
      console.log(`  ${page.route.padEnd(24)} (page chunk ${page.chunks.join(', ')} not found)`);
      continue;
    }
    const all = closure([...entry, ...(pageChunks as string[])]);
    const bytes = [...all].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
    const kb = bytes / 1000;
    const verdict = kb <= page.budgetKb ? 'within' : 'OVER';
    console.log(
      `  ${page.route.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB  budget ${page.budgetKb} KB  ${verdict}  (${all.size} files)`,
    );
  }
}

async function timeRequests(label: string, count: number, send: () => Promise<Response>) {
  for (let i = 0; i < 50; i += 1) await (await send()).arrayBuffer();
  const durations: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    const res = await send();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    durations.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.floor(q * (durations.length - 1))]!.toFixed(2);
  console.log(
    `  ${label.padEnd(34)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  ${((count / total) * 1000).toFixed(0)} req/s`,
  );
}

async function benchServer() {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dir = await mkdtemp(path.join(tmpdir(), 'ctf-bench-'));
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({ directory: path.join(dir, 'data'), persistent: false });
    await ensureDatabase(embedded.adminUrl, 'bench');
    url = embedded.urlFor('bench');
    stop = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  await runMigrations(url);
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_CLIENT: 'false' }), databaseUrl: url };
  const app = await buildApp(config);
  const db = createDatabase(url, 2);
  try {
    const user = await db
      .insertInto('users')
      .values({
        username: `bench_${Date.now()}`,
        email: `bench_${Date.now()}@example.org`,
        password_hash: await hashPassword('Bench#1234'),
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(db, user.id, {});
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    console.log('\nServer latency (sequential requests over HTTP on this machine)');
    await timeRequests('GET /healthz', 2000, () => fetch(`${base}/healthz`));
    await timeRequests('tRPC auth.session (anonymous)', 2000, () => fetch(`${base}/trpc/auth.session`));
    await timeRequests('tRPC auth.session (signed in)', 2000, () =>
      fetch(`${base}/trpc/auth.session`, { headers: { cookie: `session=${token}` } }),
    );
    await timeRequests('REST GET /api/auth/session (signed in)', 2000, () =>
      fetch(`${base}/api/auth/session`, { headers: { cookie: `session=${token}` } }),
    );
  } finally {
    await app.close();
    await db.destroy();
    await stop();
  }
}

benchBundles();
await benchServer();
