// The session check, the platform's hottest path: throughput at CONNECTIONS connections beside two bare
// baselines (an unnamed query, and the named prepared statement the platform itself sends), from
// autocannon and, when installed, from wrk; then p99 at 1,000 req/s offered, open-loop.
import type { Bench } from '../context';
import { type Load, type Measured, get, interleaved } from '../load';
import { CONNECTIONS, ROUNDS, ROUND_SECONDS } from '../options';
import { paced } from '../paced-load';
import { record } from '../results';
import { wrkGet } from '../wrk';

const PLATFORM = [
  ['rest', 'REST GET /api/auth/session'],
  ['trpc', 'tRPC auth.session'],
] as const;

type Throughput = Record<'bareHealthz' | 'healthz' | 'bare' | 'prepared' | 'rest' | 'trpc', Measured>;

/** The same cases, one round's load each, whichever generator makes it. */
function cases(bench: Bench, generator: (url: string, headers?: Record<string, string>) => () => Promise<Load>) {
  const { server, baseline, cookie } = bench;
  return {
    bareHealthz: generator(`${baseline.url}/healthz`),
    healthz: generator(`${server.url}/healthz`),
    bare: generator(`${baseline.url}/session`, { cookie }),
    prepared: generator(`${baseline.url}/session-prepared`, { cookie }),
    rest: generator(`${server.url}/api/auth/session`, { cookie }),
    trpc: generator(`${server.url}/trpc/auth.session`, { cookie }),
  };
}

/** Each way in to the session check against both baselines: ≥ 0.9× the unnamed query, ≥ 0.7× the prepared one. */
function recordTargets(t: Throughput, harness: string) {
  for (const [name, label] of PLATFORM) {
    const value = t[name].rps;
    const against = (baseline: Measured, baselineLabel: string, ratio: number) =>
      record({
        figure: `${label}${harness} (req/s)`,
        value,
        unit: 'req/s',
        baseline: baseline.rps,
        baselineLabel,
        target: `≥ ${ratio}×`,
        met: value >= ratio * baseline.rps,
      });
    against(t.bare, 'bare Fastify + raw pg lookup', 0.9);
    against(t.prepared, 'bare Fastify + raw pg, named prepared statement', 0.7);
  }
}

/** Both generators' medians side by side, with each case's ratio to the unnamed baseline. */
function printSideBySide(byHarness: Record<string, Throughput>) {
  const harnesses = Object.keys(byHarness);
  console.log(`\n  ${'req/s'.padEnd(34)}${harnesses.map((h) => h.padStart(20)).join('')}`);
  for (const name of ['bareHealthz', 'healthz', 'bare', 'prepared', 'rest', 'trpc'] as const)
    console.log(
      `  ${name.padEnd(34)}${harnesses
        .map((h) => {
          const t = byHarness[h]!;
          return `${t[name].rps.toFixed(0)} (${(t[name].rps / t.bare.rps).toFixed(2)}×)`.padStart(20);
        })
        .join('')}`,
    );
}

export async function session(bench: Bench) {
  console.log(`\nThroughput (${CONNECTIONS} connections, ${ROUND_SECONDS} s per round, ${ROUNDS} rounds interleaved)`);
  const t = await interleaved('throughput', cases(bench, get));
  record({
    figure: 'GET /healthz (req/s)',
    value: t.healthz.rps,
    unit: 'req/s',
    baseline: t.bareHealthz.rps,
    baselineLabel: 'bare Fastify, no database',
    target: null,
    met: null,
  });
  recordTargets(t, '');
  for (const [name, label] of [
    ['rest', 'REST session'],
    ['trpc', 'tRPC auth.session'],
  ] as const)
    record({
      figure: `${label} p99 at ${CONNECTIONS} connections (ms)`,
      value: t[name].p99,
      unit: 'ms',
      baseline: t.bare.p99,
      baselineLabel: 'bare Fastify + raw pg lookup',
      target: null,
      met: null,
      lowerIsBetter: true,
    });

  const harnesses: Record<string, Throughput> = { autocannon: t };
  if (bench.wrk) {
    console.log(`\nThe same from wrk (${bench.wrk}; one thread, ${CONNECTIONS} connections): the cross-check`);
    const wrk = bench.wrk;
    const w = await interleaved(
      'wrk',
      cases(bench, (url, headers) => wrkGet(wrk, url, headers)),
    );
    recordTargets(w, ', wrk');
    harnesses.wrk = w;
  } else console.log('\nwrk is not installed (apt-get install wrk): no cross-check of the throughput');
  printSideBySide(harnesses);

  console.log('\nLatency at 1,000 req/s offered');
  const { server, baseline, cookie } = bench;
  // Evenly spaced requests, latency from each one's due time (paced-load.ts says why autocannon's
  // overallRate cannot measure a p99 at an offered rate).
  const atRate = (url: string) => () => {
    const { origin, pathname } = new URL(url);
    return paced({ origin, rate: 1000, seconds: ROUND_SECONDS, next: () => ({ path: pathname, headers: { cookie } }) });
  };
  const latency = await interleaved('1,000 req/s', {
    bare: atRate(`${baseline.url}/session`),
    rest: atRate(`${server.url}/api/auth/session`),
    trpc: atRate(`${server.url}/trpc/auth.session`),
  });
  for (const [name, label] of [
    ['rest', 'REST session'],
    ['trpc', 'tRPC auth.session'],
  ] as const)
    record({
      figure: `${label} p99 at 1,000 req/s offered (ms)`,
      value: latency[name].p99,
      unit: 'ms',
      baseline: latency.bare.p99,
      baselineLabel: 'bare Fastify + raw pg lookup',
      target: '< 15 ms',
      met: latency[name].p99 < 15,
      lowerIsBetter: true,
    });
  return {
    harnesses: Object.fromEntries(
      Object.entries(harnesses).map(([h, m]) => [h, Object.fromEntries(Object.entries(m).map(([k, v]) => [k, v.rps]))]),
    ),
  };
}
