// npm run bench: the production server under load, every figure beside a baseline measured in the
// same run, written to bench/results/latest.json. Never part of npm test (figures, not pass/fail).
//
//   npm run bench                 everything: build, server figures, soak (BENCH_SOAK_SECONDS, 600),
//                                 lists at national scale (seed:scale + bench:lists): about 30 minutes
//   npm run bench -- --quick      shorter rounds, a 60 s soak, no lists: about 5 minutes
//   npm run bench -- --only import   moving in alone: 100,000 users imported beside a COPY (a minute or two)
//   --no-build  --no-lists  --no-soak  --no-import   skip a part; DATABASE_URL: a server to create the bench's
//                                 fresh database on (default: an embedded PostgreSQL in a temp folder)
//
// The server is the compiled one (`node server/dist/server.js`, NODE_ENV=production) on a fresh
// database; the baseline (baseline.ts) is a bare Fastify in a process of its own on the same
// database. Load comes from this process (autocannon for throughput, paced-load.ts for latency at an
// offered rate), with wrk as a cross-check of the throughput when it is installed; the fakes of
// Turnstile and Resend run here too. Rounds interleave platform and baseline; figures are medians.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Bench } from './context';
import { seed, freshDatabase } from './database';
import { startFakes } from './fakes';
import {
  BUILD,
  IMPORT,
  LISTS,
  ONLY,
  QUICK,
  ROOT,
  ROUNDS,
  ROUND_SECONDS,
  SESSION_COOKIE,
  SOAK_SECONDS,
} from './options';
import { pageWeights } from './page-weight';
import { type Running, startBaseline, stop } from './processes';
import { figures } from './results';
import { importAtScale } from './scenarios/import';
import { listsAtScale } from './scenarios/lists-at-scale';
import { registrationBurst } from './scenarios/registration-burst';
import { session } from './scenarios/session';
import { signIn } from './scenarios/sign-in';
import { soak } from './scenarios/soak';
import { startup } from './scenarios/startup';
import { workers } from './scenarios/workers';
import { findWrk } from './wrk';

async function importOnly() {
  const startedAt = new Date();
  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const imported = await importAtScale();
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg(), node: process.version };
  const out = { startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), machine, figures, imported };
  writeFileSync(path.join(resultsDir, 'import.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log('\nWritten to bench/results/import.json');
}

async function main() {
  const startedAt = new Date();
  console.log(
    `npm run bench${QUICK ? ' --quick' : ''}: ${ROUNDS} rounds of ${ROUND_SECONDS} s, soak ${SOAK_SECONDS} s, lists ${LISTS ? 'on' : 'off'}; ${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (BUILD) {
    const t0 = performance.now();
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    console.log(`build: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const pages = pageWeights();

  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const logDir = await mkdtemp(path.join(tmpdir(), 'ctf-bench-logs-'));
  const fakes = await startFakes();
  const database = await freshDatabase();
  const running: Running[] = [];
  let soakReport: Record<string, unknown> = {};
  let throughputByHarness: unknown;
  let lists: unknown = null;
  let imported: unknown = null;
  try {
    const server = await startup(database.url, fakes, logDir);
    running.push(server);
    const baseline = await startBaseline(database.url, logDir);
    running.push(baseline);

    console.log('\nSeeding 10,000 verified users with a session each');
    const { usernames, tokens } = await seed(database.url, 10_000);
    const cookie = `${SESSION_COOKIE}=${tokens[0]}`;
    for (const url of [
      `${server.url}/api/auth/session`,
      `${baseline.url}/session`,
      `${baseline.url}/session-prepared`,
    ]) {
      const answer = await fetch(url, { headers: { cookie } });
      if (!answer.ok || !(await answer.text()).includes('bench_'))
        throw new Error(`the seeded session is not recognised at ${url}`);
    }
    const wrk = findWrk();
    const bench: Bench = {
      databaseUrl: database.url,
      fakes,
      logDir,
      resultsDir,
      server,
      baseline,
      usernames,
      tokens,
      cookie,
      wrk,
      running,
    };

    throughputByHarness = (await session(bench)).harnesses;
    await signIn(bench);
    await workers(bench);
    await registrationBurst(bench);
    if (SOAK_SECONDS > 0) soakReport = await soak(bench);
    for (const run of running.splice(0).reverse()) await stop(run);
    if (IMPORT) imported = await importAtScale();
    if (LISTS) lists = listsAtScale(database.url, resultsDir);
  } finally {
    for (const run of running) await stop(run).catch(() => {});
    fakes.close();
    await database.stop();
  }

  const out = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: {
      quick: QUICK,
      rounds: ROUNDS,
      roundSeconds: ROUND_SECONDS,
      soakSeconds: SOAK_SECONDS,
      lists: LISTS,
      import: IMPORT,
    },
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg(), node: process.version },
    note: 'Load generator, fakes, server and baseline share the machine; the baseline runs in its own process; rounds interleave platform and baseline, figures are medians.',
    figures,
    throughputByHarness,
    pages,
    soak: soakReport,
    lists,
    imported,
  };
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nWritten to bench/results/latest.json; server logs in ${logDir}`);
  const missed = figures.filter((f) => f.met === false);
  console.log(missed.length === 0 ? 'Every target met.' : `Targets not met: ${missed.map((f) => f.figure).join('; ')}`);
}

if (ONLY === 'import') await importOnly();
else if (ONLY !== undefined) throw new Error(`--only takes one scenario: import (not ${ONLY})`);
else await main();
