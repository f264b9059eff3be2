// Start-up: a first start on a fresh database (migrations), then again on the existing one.
import type { Fakes } from '../fakes';
import { type ServerRun, startServer, stop } from '../processes';
import { record } from '../results';

export async function startup(databaseUrl: string, fakes: Fakes, logDir: string): Promise<ServerRun> {
  console.log('\nStart-up');
  const first = await startServer(databaseUrl, fakes, logDir);
  await stop(first);
  const server = await startServer(databaseUrl, fakes, logDir);
  record({
    figure: 'start-up to /readyz 200, existing database (ms)',
    value: server.readyMs,
    unit: 'ms',
    baseline: first.readyMs,
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
  return server;
}
