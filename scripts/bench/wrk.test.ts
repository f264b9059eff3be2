import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk';

const REPORT = `Running 3s test @ http://127.0.0.1:40001/session
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     8.10ms    2.31ms  41.02ms   90.12%
    Req/Sec     6.21k   312.40     6.70k    83.33%
  Latency Distribution
     50%    7.62ms
     75%    8.40ms
     90%   10.01ms
     99%    1.02s
  18532 requests in 3.00s, 5.12MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:   6166.40
Transfer/sec:      1.70MB
`;

describe("wrk's report", () => {
  it('gives requests per second, p50 and p99 in ms, totals and failures', () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 6166.4, p50: 7.62, p99: 1020, requests: 18532, non2xx: 4, errors: 3 });
  });

  it('counts no failures when wrk reports none', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, '')
      .replace(/ {2}Non-2xx.*\n/, '')
      .replace('99%    1.02s', '99%  950.00us');
    const load = parseWrk(clean);
    expect(load).toMatchObject({ non2xx: 0, errors: 0 });
    expect(load.p99).toBeCloseTo(0.95);
  });
});
