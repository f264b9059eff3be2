import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './env';

/**
 * The address the running server announced, kept beside its embedded database: a second terminal's
 * `npm run create-admin` attaches to that database but has no PORT or PUBLIC_URL of its own, and
 * would otherwise print http://localhost:3000 for a server started with PORT=4000.
 */
const recordFile = (dataDir: string) => path.join(dataDir, 'server.json');

export const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Written by the server that owns the embedded database once it listens (the banner's address). */
export async function recordServerAddress(dataDir: string, url: string, pid = process.pid) {
  await writeFile(recordFile(dataDir), JSON.stringify({ pid, url }), { mode: 0o600 });
}

/** Removed when that server stops (a crash leaves it behind; its pid then names no process). */
export async function forgetServerAddress(dataDir: string, pid = process.pid) {
  const recorded = await readRecord(dataDir);
  if (recorded?.pid === pid) await rm(recordFile(dataDir), { force: true });
}

async function readRecord(dataDir: string): Promise<{ pid: number; url: string } | null> {
  try {
    const value = JSON.parse(await readFile(recordFile(dataDir), 'utf8')) as { pid?: unknown; url?: unknown };
    return typeof value.pid === 'number' && typeof value.url === 'string' ? { pid: value.pid, url: value.url } : null;
  } catch {
    return null;
  }
}

/**
 * Where people reach the platform, as the start-up banner says it: the running server's address when
 * a command-line tool works on its embedded database, else PUBLIC_URL or http://localhost:$PORT.
 */
export async function platformAddress(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'publicUrl'>) {
  if (!config.databaseUrl) {
    const recorded = await readRecord(config.dataDir);
    if (recorded && isRunning(recorded.pid)) return recorded.url;
  }
  return config.publicUrl;
}
