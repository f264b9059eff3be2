// One worker against two (WEB_CONCURRENCY=2) on the same database.
import type { Bench } from '../context';
import { get, interleaved } from '../load';
import { startServer, stop } from '../processes';
import { record } from '../results';

export async function workers(bench: Bench) {
  console.log('\nWEB_CONCURRENCY=2 against one process');
  const two = await startServer(bench.databaseUrl, bench.fakes, bench.logDir, { WEB_CONCURRENCY: '2' });
  bench.running.push(two);
  const measured = await interleaved('1 and 2 workers', {
    one: get(`${bench.server.url}/api/auth/session`, { cookie: bench.cookie }),
    two: get(`${two.url}/api/auth/session`, { cookie: bench.cookie }),
  });
  await stop(two);
  bench.running.pop();
  record({
    figure: 'REST session, WEB_CONCURRENCY=2 (req/s)',
    value: measured.two.rps,
    unit: 'req/s',
    baseline: measured.one.rps,
    baselineLabel: 'one process',
    target: null,
    met: null,
  });
}
