import { get } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { ensureDatabase } from '../../src/db/embedded';
import { isRunning } from '../../src/running-server';
import { adminQuery } from '../support/postgres';
import { buildCompiledServer, eventually, spawnServer, waitUntilReady } from '../faults/support';

/** GET /healthz on a new connection each time (the primary hands connections to workers in turn). */
function answeringPid(baseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}/healthz`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['x-process-id'])));
    }).on('error', reject);
  });
}

describe('WEB_CONCURRENCY', () => {
  it('runs two workers on one port from an empty database, and SIGTERM stops both', async () => {
    const bundle = await buildCompiledServer();
    // An empty database: migrations (the primary) and the job queue's install (each worker) both run.
    const { adminUrl } = inject('postgres');
    const name = `cluster_${Date.now().toString(36)}`;
    await ensureDatabase(adminUrl, name);
    afterAll(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;

    const server = await spawnServer(bundle, { DATABASE_URL: url.toString(), WEB_CONCURRENCY: '2' });
    await waitUntilReady(server);
    await eventually(() => server.output().includes('with 2 worker processes'), 'both workers listening', 30_000);

    const pids = new Set<string>();
    for (let i = 0; i < 20 && pids.size < 2; i += 1) pids.add(await answeringPid(server.baseUrl));
    expect(pids.size).toBe(2);
    expect(pids).not.toContain(String(server.child.pid));

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    for (const pid of pids) expect(isRunning(Number(pid))).toBe(false);
    expect(server.logLines(/SIGTERM received: finishing requests/)).toHaveLength(2);
  });
});
