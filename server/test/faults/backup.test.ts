import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/connect';
import { createDatabase } from '../../src/db/database';
import { testConfig } from '../support/app';
import { createUser } from '../support/auth';
import { createCompetition } from '../support/competitions';
import { runScript as runNodeScript } from '../support/process';
import { startOwnPostgres } from './support';

// The embedded PostgreSQL (the version `npm start` runs), whose major version the distribution's
// client tools match: a backup of what a fresh install runs on.
const server = await startOwnPostgres();
const admin = new pg.Client({ connectionString: server.adminUrl });
await admin.connect();
afterAll(() => admin.end());

function runScript(
  script: 'backup' | 'restore',
  args: string[],
  databaseUrl: string,
  env: Record<string, string> = {},
) {
  return runNodeScript(`scripts/${script}.ts`, { args, env: { DATABASE_URL: databaseUrl, ...env } });
}

/** Every row of every table of ours (pg-boss's included), as text, to compare whole databases. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE schemaname IN ('public', 'pgboss') ORDER BY 1`,
    );
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t ORDER BY 1`);
      all[name] = rows.map((r) => r.row);
    }
    return all;
  } finally {
    await client.end();
  }
}

describe('npm run backup and npm run restore', () => {
  it(
    'writes the dump readable by its owner only (0600), in a folder only its owner opens (0700)',
    { timeout: 60_000 },
    async () => {
      const url = await server.createDatabase(`modes_${Date.now().toString(36)}`);
      await runMigrations(url, testConfig());
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ctf-data-'));
      // A folder an earlier version made with the usual umask.
      await mkdir(path.join(dataDir, 'backups'), { mode: 0o755 });
      await chmod(path.join(dataDir, 'backups'), 0o755);
      const backup = runScript('backup', [], url, { DATA_DIR: dataDir });
      expect(backup.status, backup.stderr).toBe(0);
      const [file] = await readdir(path.join(dataDir, 'backups'));
      expect(file).toMatch(/^platform-.+\.dump$/);
      expect((await stat(path.join(dataDir, 'backups'))).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(dataDir, 'backups', file!))).mode & 0o777).toBe(0o600);
    },
  );

  // Four child processes (pg_dump, pg_restore) and a migration: slow on a loaded 2-core machine.
  it(
    'back up a database, refuse to restore over one with data, and restore every row into an empty one',
    { timeout: 90_000 },
    async () => {
      const url = await server.createDatabase('platform');
      await runMigrations(url, testConfig());
      const db = createDatabase(url, 1);
      try {
        for (let i = 0; i < 3; i += 1) await createUser(db, { roles: i === 0 ? ['admin'] : [] });
        await createCompetition(db, { name: 'Kvalifikacije — Ђурђевак' });
      } finally {
        await db.destroy();
      }
      const before = await contents(url);
      expect(before['public.users']).toHaveLength(3);

      const file = path.join(await mkdtemp(path.join(tmpdir(), 'ctf-backup-')), 'platform.dump');
      const backup = runScript('backup', ['--out', file], url);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backup written: ${file}`);
      // pg_dump's custom format starts with its magic bytes.
      expect(execFileSync('head', ['-c', '5', file]).toString()).toBe('PGDMP');

      const refused = runScript('restore', [file], url);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/The database is not empty \(\d+ tables\)\. .*--force/);
      expect(await contents(url)).toEqual(before);

      await admin.query('DROP DATABASE platform WITH (FORCE)');
      await admin.query('CREATE DATABASE platform');
      const restored = runScript('restore', [file], url);
      expect(restored.status, restored.stderr).toBe(0);
      expect(await contents(url)).toEqual(before);

      // Forced over the restored database: replaced, not doubled.
      const forced = runScript('restore', [file, '--force'], url);
      expect(forced.status, forced.stderr).toBe(0);
      expect(await contents(url)).toEqual(before);
    },
  );
});
