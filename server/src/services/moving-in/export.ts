import { createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'kysely';
import { Zip, ZipDeflate } from 'fflate';
import { csvField, toCsv } from '@ctf/shared/csv';
import type { Database } from '../../db/database';
import { type Actor, recordAudit } from '../audit/audit';
import { EXPORT_TABLES, type ExportOptions, type ExportRow, type ExportValue } from './export-tables';

export const EXPORT_FORMATS = ['csv', 'json'] as const;

export interface ExportManifest {
  created_at: string;
  /** The platform's schema: the newest migration applied and how many have run. */
  migration: { latest: string | null; applied: number };
  with_secrets: boolean;
  /** Rows per data file (a table's CSV and JSON hold the same rows). */
  files: Record<string, number>;
}

/** One file of an export being written; each write waits until the destination has taken the last. */
export interface ExportFile {
  write(text: string): Promise<void>;
  end(): Promise<void>;
}
export type OpenExportFile = (name: string) => ExportFile;

/** Text is handed on in pieces of about this many characters, not a write per row. */
const CHUNK = 64 * 1024;

/** Resolves once `out` takes more; refuses when it was closed (a download the browser gave up on). */
function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('The export was closed before it ended'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      out.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      out.off('drain', onDrain);
      reject(new Error('The export was closed before it ended'));
    };
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

const csvCell = (value: ExportValue) =>
  csvField(typeof value === 'object' && value !== null ? JSON.stringify(value) : value);

/** Writes rows as CSV (BOM, header, CRLF, the platform's one quoting) or a JSON array, one element at a time; returns how many. */
async function writeRows(
  file: ExportFile,
  format: (typeof EXPORT_FORMATS)[number],
  columns: string[],
  rows: AsyncIterable<ExportRow>,
) {
  let pending = format === 'csv' ? toCsv(columns, []) : '[';
  let count = 0;
  for await (const row of rows) {
    pending +=
      format === 'csv'
        ? `${columns.map((column) => csvCell(row[column] ?? null)).join(',')}\r\n`
        : `${count === 0 ? '' : ','}\n${JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c] ?? null])))}`;
    count += 1;
    if (pending.length >= CHUNK) {
      await file.write(pending);
      pending = '';
    }
  }
  await file.write(format === 'csv' ? pending : `${pending}${count === 0 ? '' : '\n'}]\n`);
  await file.end();
  return count;
}

async function migrationLevel(db: Database): Promise<ExportManifest['migration']> {
  const { rows } = await sql<{ latest: string | null; applied: number }>`
    select max(name) as latest, count(*)::int as applied from kysely_migration`.execute(db);
  return rows[0] ?? { latest: null, applied: 0 };
}

/**
 * Every table a successor needs, each as CSV and JSON, then `manifest.json`. The tables are read in
 * one read-only snapshot, so the files agree with each other even while the platform is in use.
 */
export async function writeExport(
  db: Database,
  open: OpenExportFile,
  { withSecrets, now = new Date() }: ExportOptions & { now?: Date },
): Promise<ExportManifest> {
  const { files, migration } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const counts: Record<string, number> = {};
      for (const table of EXPORT_TABLES)
        for (const format of EXPORT_FORMATS) {
          const name = `${table.name}.${format}`;
          counts[name] = await writeRows(
            open(name),
            format,
            table.columns({ withSecrets }),
            table.rows(trx, { withSecrets }),
          );
        }
      return { files: counts, migration: await migrationLevel(trx) };
    });
  const manifest: ExportManifest = { created_at: now.toISOString(), migration, with_secrets: withSecrets, files };
  const file = open('manifest.json');
  await file.write(`${JSON.stringify(manifest, null, 2)}\n`);
  await file.end();
  return manifest;
}

/**
 * One audit entry per export, named by its folder or file: the counts and whether secrets went with
 * it. The command has no actor.
 */
/** Rows per table (a table's CSV and JSON hold the same rows), in the order they were written. */
export const rowsPerTable = (manifest: ExportManifest): Record<string, number> =>
  Object.fromEntries(EXPORT_TABLES.map((table) => [table.name, manifest.files[`${table.name}.csv`] ?? 0]));

async function recordExport(db: Database, actor: Actor | null, label: string, manifest: ExportManifest) {
  await recordAudit(db, {
    actor,
    action: 'data.export',
    targetType: 'data',
    targetId: 0,
    targetLabel: label,
    after: { ...rowsPerTable(manifest), with_secrets: manifest.with_secrets },
  });
}

/** The command's export into a folder of its own: a missing or empty one (created 0700, files 0600: people's data). */
export async function exportToDirectory(db: Database, directory: string, options: ExportOptions & { now?: Date }) {
  const existing = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length > 0) throw new ExportDirectoryNotEmpty(directory);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const manifest = await writeExport(
    db,
    (name) => {
      const out = createWriteStream(path.join(directory, name), { mode: 0o600 });
      const closed = new Promise<void>((resolve, reject) => {
        out.once('finish', resolve);
        out.once('error', reject);
      });
      return {
        write: async (text) => {
          out.write(text);
          await drained(out);
        },
        end: async () => {
          out.end();
          await closed;
        },
      };
    },
    options,
  );
  await recordExport(db, null, directory, manifest);
  return manifest;
}

export class ExportDirectoryNotEmpty extends Error {
  constructor(directory: string) {
    super(`${directory} is not empty: name a new or empty folder for the export`);
  }
}

/**
 * The admin download: the same files deflated into a ZIP streamed to `out` as they are written, so
 * memory stays bounded whatever the tables' size. Never with secrets; audited with the admin as actor.
 */
export async function exportZip(
  db: Database,
  out: Writable,
  { actor, fileName, now = new Date() }: { actor: Actor; fileName: string; now?: Date },
) {
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const manifest = await writeExport(
    db,
    (name) => {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      return {
        write: async (text) => {
          file.push(Buffer.from(text, 'utf8'));
          await drained(out);
        },
        end: async () => {
          file.push(new Uint8Array(0), true);
          await drained(out);
        },
      };
    },
    { withSecrets: false, now },
  );
  await recordExport(db, actor, fileName, manifest);
  zip.end();
  return manifest;
}
