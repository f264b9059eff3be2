// Soak: two instances on one database under mixed traffic at a steady rate, in windows; memory,
// heap and event-loop lag per window, and whether they grew beyond noise.
import { type Bench, loginBody, platformLoginHeaders } from '../context';
import { SESSION_COOKIE, SOAK_SECONDS } from '../options';
import { type PacedRequest, paced } from '../paced-load';
import { startServer, stop } from '../processes';
import { record } from '../results';

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

export async function soak(bench: Bench): Promise<Record<string, unknown>> {
  console.log(`\nSoak: ${SOAK_SECONDS} s of mixed traffic on two instances`);
  const { server, tokens } = bench;
  const second = await startServer(bench.databaseUrl, bench.fakes, bench.logDir);
  bench.running.push(second);
  const instances = [server, second];
  const windowSeconds = Math.max(10, Math.min(60, Math.floor(SOAK_SECONDS / 10)));
  const windows = Math.max(2, Math.round(SOAK_SECONDS / windowSeconds));
  const samples: { window: number; p99: number; rps: number; non2xx: number; metrics: MetricsSample[] }[] = [];
  for (let w = 0; w < windows; w += 1) {
    // Evenly spaced (paced-load.ts): the window's p99 is the server's, not a burst's queue.
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
          paced({
            origin: instance.url,
            rate: 200,
            seconds: windowSeconds,
            next: () => mix[(next += 1) % mix.length]!,
          }),
          paced({
            origin: instance.url,
            rate: 2,
            seconds: windowSeconds,
            next: () => ({
              method: 'POST',
              path: '/api/auth/login',
              body: loginBody(bench),
              headers: { 'content-type': 'application/json', ...platformLoginHeaders(instance.port) },
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
  await stop(second);
  bench.running.pop();
  return { seconds: SOAK_SECONDS, windowSeconds, samples, growth };
}
