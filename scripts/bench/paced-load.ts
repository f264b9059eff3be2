// An open-loop load generator: requests leave at evenly spaced moments (`rate` per second), whether
// or not earlier answers have come back, and each latency is counted from the moment the request was
// due, not from when a free connection sent it (no coordinated omission). This is what "p99 at
// 1,000 req/s offered" means. autocannon's `overallRate` cannot measure it: each connection sends
// its share of a second back to back at the start of the second and then waits, so the server sees
// bursts of `rate` requests and the p99 measures the queue of a burst.
import { Agent, request as httpRequest } from 'node:http';

export interface PacedRequest {
  method?: string;
  /** Path and query on `origin`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedOptions {
  /** http://host:port */
  origin: string;
  rate: number;
  seconds: number;
  /** The request to send next (called once per request). */
  next: () => PacedRequest;
  /** Most connections kept open at once (requests beyond it wait, and that wait counts). */
  connections?: number;
}

export interface PacedResult {
  /** Answers received per second. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export async function paced(options: PacedOptions): Promise<PacedResult> {
  const url = new URL(options.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections ?? 64 });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now();

  await new Promise<void>((resolve) => {
    const done = () => {
      settled += 1;
      if (settled === total) resolve();
    };
    const send = (due: number) => {
      const spec = options.next();
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: spec.method ?? 'GET',
          path: spec.path,
          agent,
          headers: {
            ...spec.headers,
            ...(spec.body === undefined ? {} : { 'content-length': Buffer.byteLength(spec.body) }),
          },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx += 1;
            done();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        done();
      });
      req.end(spec.body);
    };
    // Each tick sends every request that has come due since the last one, stamped with its due time.
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * options.rate) + 1);
      while (sent < due) {
        send(start + (sent * 1000) / options.rate);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });

  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: total,
    non2xx,
    errors,
  };
}
