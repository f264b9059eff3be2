import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase, findFreePort, memoryFlags, startEmbeddedPostgres } from '../../src/db/embedded';
import { createTestDatabase } from '../support/app';
import { type NodeProcess, startNode } from '../support/process';

const startServer = (env: Record<string, string>) => startNode(['--import', 'tsx', 'server/src/server.ts'], env);

async function waitFor(run: NodeProcess, text: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes(text)) {
    if (Date.now() > deadline || run.child.exitCode !== null)
      throw new Error(`"${text}" never appeared:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('start-up configuration', () => {
  it('stops with one clear line per bad or missing variable', async () => {
    const run = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', NODE_ENV: 'production' });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^Configuration error: PORT: /));
    expect(lines).toContainEqual(
      expect.stringMatching(/^Configuration error: DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/),
    );
    expect(lines).toHaveLength(2);
  });
});

describe('a server on DATABASE_URL', () => {
  it('migrates, serves, and shuts down cleanly on SIGTERM', async () => {
    const database = await createTestDatabase();
    const port = await findFreePort();
    const run = startServer({ DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1' });
    await waitFor(run, `running at http://localhost:${port}`);
    const res = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'memory' } });
    run.child.kill('SIGTERM');
    expect(await run.exited, run.output()).toBe(0);
    expect(run.output()).toContain('SIGTERM received');
  });
});

describe('the embedded database', () => {
  it('keeps its data in DATA_DIR across restarts, as a second npm start expects', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ctf-data-'));
    await chmod(dataDir, 0o755);
    afterAll(() => rm(dataDir, { recursive: true, force: true }));
    const directory = path.join(dataDir, 'postgres');

    const first = await startEmbeddedPostgres({ directory });
    await ensureDatabase(first.adminUrl, 'platform');
    const writer = new pg.Client({ connectionString: first.urlFor('platform') });
    await writer.connect();
    await writer.query("CREATE TABLE mark (note text); INSERT INTO mark VALUES ('from the first start')");
    await writer.end();
    await first.stop();

    const second = await startEmbeddedPostgres({ directory });
    try {
      await ensureDatabase(second.adminUrl, 'platform');
      const reader = new pg.Client({ connectionString: second.urlFor('platform') });
      await reader.connect();
      const { rows } = await reader.query<{ note: string }>('SELECT note FROM mark');
      // A kept cluster's buffers are sized from the machine (memoryFlags), not PostgreSQL's 128 MB.
      const buffers = await reader.query<{ mb: number }>(
        "SELECT setting::int * 8 / 1024 AS mb FROM pg_settings WHERE name = 'shared_buffers'",
      );
      await reader.end();
      expect(rows).toEqual([{ note: 'from the first start' }]);
      const flag = memoryFlags(totalmem()).find((f) => f.startsWith('shared_buffers='))!;
      expect(`${buffers.rows[0]!.mb}MB`).toBe(flag.slice('shared_buffers='.length));
    } finally {
      await second.stop();
    }
  });

  it('is what the server starts without DATABASE_URL', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ctf-data-'));
    await chmod(dataDir, 0o755);
    afterAll(() => rm(dataDir, { recursive: true, force: true }));
    const port = await findFreePort();
    const run = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitFor(run, 'running at');
    expect(run.output()).toContain(`embedded PostgreSQL running with its data in ${dataDir}`);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    run.child.kill('SIGINT');
    expect(await run.exited, run.output()).toBe(0);
  });
});
