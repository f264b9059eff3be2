// Moving in at scale: `npm run import` of 100,000 users with bcrypt hashes into a fresh database,
// beside a plain COPY of the same rows into an empty copy of the users table (its indexes, none of
// its triggers), with the process's peak RSS before and after the import (the file is streamed, so
// it should not grow with the file). One bcrypt hash (cost 10) serves every row: the importer stores
// hashes, it never computes one.
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hash } from '@node-rs/bcrypt';
import { runMigrations } from '../../../server/src/db/connect';
import { createDatabase } from '../../../server/src/db/database';
import { loadConfig } from '../../../server/src/env';
import { runImport } from '../../../server/src/services/moving-in/import';
import { fileSource } from '../../../server/src/services/moving-in/read-rows';
import { freshDatabase } from '../database';
import { record } from '../results';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET_SECONDS = 60;

/** Writes a file a line at a time, waiting whenever the disk is behind (memory stays flat here too). */
async function writeLines(file: string, lines: Iterable<string>) {
  const out = createWriteStream(file);
  for (const line of lines)
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** The same players as the import's CSV and as COPY's text format (roles as an array literal). */
function* players(passwordHash: string, format: 'csv' | 'copy') {
  if (format === 'csv') yield 'username,email,email_verified_at,roles,created_at,password_hash\n';
  const start = Date.UTC(2025, 0, 1);
  for (let i = 1; i <= IMPORT_ROWS; i += 1) {
    // A tenth in Cyrillic, as the previous platform let people write their names.
    const username = i % 10 === 0 ? `играч_${i}` : `igrac.${i}`;
    const email = `igrac${i}@primer.rs`;
    const created = new Date(start + i * 60_000).toISOString();
    const verified = i % 10 === 3 ? '' : created;
    const role = i % 1000 === 1 ? 'organizer' : '';
    yield format === 'csv'
      ? `${username},${email},${verified},${role},${created},${passwordHash}\n`
      : `${username}\t${email}\t${verified || '\\N'}\t{${role}}\t${created}\t${passwordHash}\n`;
  }
}

const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

export async function importAtScale() {
  console.log(`\nMoving in: ${IMPORT_ROWS.toLocaleString('en')} users from a CSV, beside a plain COPY`);
  const dir = await mkdtemp(path.join(tmpdir(), 'ctf-bench-import-'));
  const database = await freshDatabase();
  const db = createDatabase(database.url, 2);
  try {
    await runMigrations(database.url, loadConfig({}));
    const passwordHash = await hash('Lozinka#2026', 10);
    const csv = path.join(dir, 'users.csv');
    const copy = path.join(dir, 'users.copy');
    await writeLines(csv, players(passwordHash, 'csv'));
    await writeLines(copy, players(passwordHash, 'copy'));
    const megabytes = (await stat(csv)).size / 1024 / 1024;

    const rssBefore = maxRssMb();
    const started = performance.now();
    const report = await runImport(db, { kind: 'users', source: fileSource(csv), dryRun: false, keepRows: false });
    const seconds = (performance.now() - started) / 1000;
    const rssAfter = maxRssMb();
    if (report.counts.created !== IMPORT_ROWS)
      throw new Error(`the import created ${report.counts.created} of ${IMPORT_ROWS} users`);

    execFileSync('psql', [database.url, '-qc', 'CREATE TABLE bench_users_copy (LIKE users INCLUDING ALL)']);
    const copyStarted = performance.now();
    execFileSync('psql', [
      database.url,
      '-qc',
      `\\copy bench_users_copy (username, email, email_verified_at, roles, created_at, password_hash) FROM '${copy}'`,
    ]);
    const copySeconds = (performance.now() - copyStarted) / 1000;

    record({
      figure: `import: ${IMPORT_ROWS.toLocaleString('en')} users, ${megabytes.toFixed(1)} MB CSV (s)`,
      value: seconds,
      unit: 's',
      baseline: copySeconds,
      baselineLabel: 'psql \\copy of the same rows into an empty copy of users',
      target: `< ${TARGET_SECONDS} s`,
      met: seconds < TARGET_SECONDS,
      lowerIsBetter: true,
    });
    record({
      figure: 'import: peak RSS of the process (MB)',
      value: rssAfter,
      unit: 'MB',
      baseline: rssBefore,
      baselineLabel: 'peak RSS before the import',
      target: null,
      met: null,
    });
    return { rows: IMPORT_ROWS, fileMegabytes: megabytes, seconds, copySeconds, rssBefore, rssAfter };
  } finally {
    await db.destroy();
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
