// The cross-check: wrk (C, one thread) at the same connections and duration as autocannon. A load
// generator in JavaScript spends a core of its own on parsing answers, and on a machine of two cores
// that core is taken from the server and PostgreSQL; wrk's load costs a fraction of it, so its figures
// are closer to what the server alone can do. Used when `wrk` is on the PATH (apt-get install wrk).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { CONNECTIONS, ROUND_SECONDS } from './options';
import type { Load } from './load';

/** wrk's path, or null when it is not installed. */
export function findWrk(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const ms = (value: string, unit: string) => Number(value) * (UNITS[unit] ?? NaN);

/** Reads wrk's report (`--latency`): requests per second, p50, p99, totals and failures. */
export function parseWrk(report: string): Load {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(report);
    return match ? ms(match[1]!, match[2]!) : NaN;
  };
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    rps: number(/^Requests\/sec:\s+([\d.]+)/m),
    p50: percentile('50'),
    p99: percentile('99'),
    requests: number(/^\s*(\d+) requests in /m),
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

const run = promisify(execFile);

/** A GET at CONNECTIONS connections for one round, from wrk. */
export const wrkGet =
  (wrk: string, url: string, headers: Record<string, string> = {}) =>
  async (): Promise<Load> => {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const { stdout } = await run(wrk, [
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${ROUND_SECONDS}s`,
      '--latency',
      ...headerArgs,
      url,
    ]);
    return parseWrk(stdout);
  };
