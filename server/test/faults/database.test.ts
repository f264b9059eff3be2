import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { runMigrations } from '../../src/db/connect';
import { testConfig } from '../support/app';
import {
  type Sample,
  buildCompiledServer,
  eventually,
  sessionCookieFor,
  spawnServer,
  startLoad,
  startOwnPostgres,
  waitUntilReady,
} from './support';
import { ascending } from '@ctf/shared/sort';

// One PostgreSQL of this file's own and the production bundle; the tests run one after another.
const postgres = await startOwnPostgres();
const bundle = await buildCompiledServer();

const statusesOf = (samples: Sample[]) => [...new Set(samples.map((s) => s.status))].sort(ascending);

/** Load on the session check (tRPC and REST) and readiness, through one outage made by `fault`. */
async function survivesOutage(fault: () => Promise<void>) {
  const url = await postgres.createDatabase(`outage_${Date.now().toString(36)}`);
  const server = await spawnServer(bundle, { DATABASE_URL: url });
  await waitUntilReady(server);
  const cookie = await sessionCookieFor(url);
  const load = startLoad(
    [`${server.baseUrl}/trpc/auth.session`, `${server.baseUrl}/api/auth/session`, `${server.baseUrl}/readyz`],
    { headers: { cookie: `session=${cookie}`, 'accept-language': 'sr' } },
  );
  await eventually(() => load.samples.filter((s) => s.status === 200).length > 30, 'load before the outage');

  await fault();
  const backAt = Date.now();
  const firstSuccessAfter = (at: number) => load.samples.find((s) => s.at > at && s.status === 200);
  // Keep the load on for a second past the first success, to see that service stays up.
  await eventually(() => {
    const first = firstSuccessAfter(backAt);
    return first !== undefined && load.samples.some((s) => s.at > first.at + 1_000);
  }, 'service after the outage');
  await load.stop();

  expect(server.child.exitCode, server.output()).toBeNull();
  expect(statusesOf(load.samples)).toEqual([200, 503]);
  const refused = load.samples.filter((s) => s.status === 503);
  for (const sample of refused) expect(sample.retryAfter).toMatch(/^\d+$/);
  const apiRefusal = refused.find(
    (s) => s.body.includes('"code":"SERVICE_UNAVAILABLE"') && !s.body.includes('"error"'),
  );
  expect(JSON.parse(apiRefusal!.body)).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: 'Услуга је накратко недоступна. Покушајте поново за 2 секунде.',
  });
  const trpcRefusal = refused.find((s) => s.body.includes('"error"'));
  expect(JSON.parse(trpcRefusal!.body)).toMatchObject({
    error: { data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } },
  });
  // Service is back within 2 s of the database: the first success after it came back.
  const firstSuccess = firstSuccessAfter(backAt)!;
  expect(firstSuccess.at - backAt).toBeLessThanOrEqual(2_000);
  // After recovery, every answer is a success again.
  expect(statusesOf(load.samples.filter((s) => s.at > firstSuccess.at + 500))).toEqual([200]);

  // The outage is visible in the log once, and so is the job queue's pause and resume.
  expect(server.logLines(/^database connection lost/)).toHaveLength(1);
  // The queue notices at its next poll of the database, which pg-boss delays after failed ones.
  await eventually(() => server.logLines(/^job queue resumed/).length > 0, 'the job queue to resume', 30_000);
  expect(server.logLines(/^job queue paused/)).toHaveLength(1);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

// Each test starts server processes; on a loaded two-core machine that takes a while.
const SLOW = { timeout: 90_000 };

describe('a database outage', SLOW, () => {
  it('restarted under load: the process lives, answers only 200 or 503, and serves again within 2 s', async () => {
    await survivesOutage(async () => {
      await postgres.stop();
      await new Promise((r) => setTimeout(r, 1_500));
      await postgres.start();
    });
  });

  it('a failover to a new primary behind the same address is the same', async () => {
    await survivesOutage(() => postgres.failover());
  });
});

describe('instances starting together', SLOW, () => {
  it('four processes at once on an empty database all become ready', async () => {
    const url = await postgres.createDatabase(`empty_${Date.now().toString(36)}`);
    const servers = await Promise.all([1, 2, 3, 4].map(() => spawnServer(bundle, { DATABASE_URL: url })));
    await Promise.all(servers.map((server) => waitUntilReady(server)));
    for (const server of servers) server.child.kill('SIGTERM');
    for (const server of servers) expect(await server.exited, server.output()).toBe(0);
  });

  it('four instances at once on an empty database, five rounds out of five', async () => {
    // The same start-up as server.ts, four times at once in this process: the race is in the database.
    const startInstance = async (url: string) => {
      await runMigrations(url, testConfig());
      return buildApp({ ...testConfig(), databaseUrl: url });
    };
    for (let round = 1; round <= 5; round += 1) {
      const url = await postgres.createDatabase(`empty_${round}_${Date.now().toString(36)}`);
      const started = await Promise.allSettled([1, 2, 3, 4].map(() => startInstance(url)));
      const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(
          started.filter((result) => result.status === 'rejected'),
          `round ${round}`,
        ).toEqual([]);
        for (const app of apps) expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    }
  });
});

describe('SIGTERM under load', SLOW, () => {
  it('lets the requests in flight finish, then exits cleanly', async () => {
    const url = await postgres.createDatabase(`sigterm_${Date.now().toString(36)}`);
    // Debug level: a request's arrival is logged there (the info line comes with its answer).
    const server = await spawnServer(bundle, { DATABASE_URL: url, LOG_LEVEL: 'debug' });
    await waitUntilReady(server);
    const cookie = await sessionCookieFor(url);
    const load = startLoad([`${server.baseUrl}/trpc/auth.session`], { headers: { cookie: `session=${cookie}` } });
    await eventually(() => load.samples.length > 20, 'load before the signal');

    // Slow requests (a password check each), in flight when the signal comes.
    const origin = `http://localhost:${new URL(server.baseUrl).port}`;
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const res = await fetch(`${server.baseUrl}/api/dev/bot-check`, { method: 'POST', headers: { origin } });
        return ((await res.json()) as { token: string }).token;
      }),
    );
    const slow = tokens.map((token, i) =>
      fetch(`${server.baseUrl}/trpc/auth.login`, {
        method: 'POST',
        body: JSON.stringify({ username: `nobody_${i}`, password: 'Pogresna#1' }),
        headers: { 'content-type': 'application/json', origin, 'x-turnstile-token': token },
      }).then((res) => res.status),
    );
    await eventually(
      () =>
        server
          .logLines(/^incoming request/)
          .filter((l) => String((l.req as { url: string }).url).includes('auth.login')).length === 6,
      'the slow requests to arrive',
    );
    server.child.kill('SIGTERM');
    // Every one of them got its answer (an unknown name: 401), none was cut off.
    expect(await Promise.all(slow)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await server.exited, server.output()).toBe(0);
    await load.stop();
    const answered = load.samples.filter((s) => typeof s.status === 'number');
    expect(statusesOf(answered).every((s) => s === 200 || s === 503)).toBe(true);
  });
});
