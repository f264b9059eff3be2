import { execFile } from 'node:child_process';
import { open, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { type PgTool, findPgTool } from './pg-tools';

const run = promisify(execFile);

/** The connection for a PostgreSQL tool: the URL without its password, which travels in PGPASSWORD. */
function toolConnection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function toolFor(url: string, tool: PgTool, pgBinDir: string | undefined) {
  const version = await withClient(
    url,
    async (c) => (await c.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]!.v,
  );
  return findPgTool(tool, Math.floor(Number(version) / 10_000), pgBinDir);
}

/** Tables outside PostgreSQL's own schemas: a database with none is empty. */
async function countTables(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'`,
  );
  return rows[0]!.n;
}

/**
 * pg_dump in custom format (compressed, restorable table by table) into `file`, readable by its
 * owner only (0600): the file exists with that mode before pg_dump writes a byte into it.
 */
export async function backupDatabase(url: string, file: string, pgBinDir?: string) {
  const { binary } = await toolFor(url, 'pg_dump', pgBinDir);
  const { dbname, env } = toolConnection(url);
  const handle = await open(file, 'w', 0o600);
  try {
    // An existing file keeps its mode when opened.
    await handle.chmod(0o600);
  } finally {
    await handle.close();
  }
  try {
    await run(binary, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], {
      env,
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { tool: binary };
}

export class NotEmptyError extends Error {
  constructor(readonly tables: number) {
    super(
      `The database is not empty (${tables} tables). Restore into an empty database, or pass --force to replace what is there.`,
    );
    this.name = 'NotEmptyError';
  }
}

/**
 * Restores a custom-format dump in one transaction. Over a database with tables only when forced:
 * then every schema of ours is dropped first, so nothing of the old contents stays beside the new.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  { force = false, pgBinDir }: { force?: boolean; pgBinDir?: string } = {},
) {
  const { binary } = await toolFor(url, 'pg_restore', pgBinDir);
  await withClient(url, async (client) => {
    const tables = await countTables(client);
    if (tables === 0) return;
    if (!force) throw new NotEmptyError(tables);
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT IN ('information_schema') AND nspname NOT LIKE 'pg\\_%'`,
    );
    await client.query('BEGIN');
    for (const { name } of rows) await client.query(`DROP SCHEMA ${pg.escapeIdentifier(name)} CASCADE`);
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  });
  const { dbname, env } = toolConnection(url);
  await run(
    binary,
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file],
    { env },
  );
  return { tool: binary };
}
