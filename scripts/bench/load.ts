// Closed-loop load (autocannon at a number of connections, for throughput) and rounds that interleave
// the cases compared, so that a slower moment of a shared machine falls on every case alike.
import autocannon from 'autocannon';
import { CONNECTIONS, ROUNDS, ROUND_SECONDS } from './options';
import type { PacedResult } from './paced-load';

/** What one load run measured: the same figures, whichever generator made the load. */
export type Load = PacedResult;

export async function load(options: autocannon.Options): Promise<Load> {
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

/** A GET at CONNECTIONS connections for one round. */
export const get =
  (url: string, headers: Record<string, string> = {}) =>
  () =>
    load({ url, headers });

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export type Measured = Load & { rounds: Load[] };

/** Runs each case once per round, rounds interleaved; the median of each measure per case. */
export async function interleaved<K extends string>(
  label: string,
  cases: Record<K, () => Promise<Load>>,
): Promise<Record<K, Measured>> {
  const names = Object.keys(cases) as K[];
  const runs = Object.fromEntries(names.map((name) => [name, [] as Load[]])) as Record<K, Load[]>;
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const name of names) runs[name].push(await cases[name]());
    process.stdout.write(`  ${label}: round ${round}/${ROUNDS}\r`);
  }
  process.stdout.write('\n');
  return Object.fromEntries(
    names.map((name) => {
      const list = runs[name];
      return [
        name,
        {
          rps: median(list.map((l) => l.rps)),
          p50: median(list.map((l) => l.p50)),
          p99: median(list.map((l) => l.p99)),
          requests: list.reduce((sum, l) => sum + l.requests, 0),
          non2xx: list.reduce((sum, l) => sum + l.non2xx, 0),
          errors: list.reduce((sum, l) => sum + l.errors, 0),
          rounds: list,
        },
      ];
    }),
  ) as Record<K, Measured>;
}
