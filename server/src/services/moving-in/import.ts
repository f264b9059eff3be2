import path from 'node:path';
import { type Transaction, sql } from 'kysely';
import type { ImportKind, ImportReport } from '@ctf/shared/schemas/moving-in';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';
import { AppError } from '../../errors';
import { type Actor, recordAudit } from '../audit/audit';
import { findCompetitionRow } from '../competitions/competitions';
import { prepareListAnchors } from '../lists/prepare-anchors';
import { applicationsImporter } from './applications';
import { refuse } from './fields';
import { institutionsImporter } from './institutions';
import { type ImportColumns, type ImportRow, type ImportSource, openRows } from './read-rows';
import { ReportCollector, type ReportOptions } from './report';
import { resultsImporter } from './results';
import { usersImporter } from './users';

/** What one kind of file does with its rows. */
export interface KindImporter {
  columns: ImportColumns;
  /** Rows decided and written per transaction. */
  batchSize: number;
  /** Decides and writes one batch inside its transaction, each row's outcome into the report. */
  importBatch(trx: Transaction<DB>, rows: ImportRow[], report: ReportCollector): Promise<void>;
}

export interface ImportRun extends ReportOptions {
  kind: ImportKind;
  source: ImportSource;
  /** Do the same work and roll it back: the report is the real run's, nothing is written. */
  dryRun: boolean;
  /** For `results`: the competition's slug. */
  competition?: string;
  /** The admin on the page; none for the command. */
  actorId?: number | null;
  /** Refuse a file of more rows (IMPORT_TOO_MANY_ROWS) before anything is written. */
  maxRows?: number;
}

class DryRunRollback extends Error {}

async function importerFor(db: Database, run: ImportRun, importedAt: Date): Promise<KindImporter> {
  switch (run.kind) {
    case 'users':
      return usersImporter(importedAt);
    case 'institutions':
      return institutionsImporter();
    case 'applications':
      return applicationsImporter(importedAt);
    case 'results': {
      if (!run.competition)
        throw new AppError('VALIDATION_ERROR', { fieldErrors: { competition: ['importCompetitionRequired'] } });
      return resultsImporter((await findCompetitionRow(db, run.competition)).id);
    }
  }
}

async function* inBatches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function countRows(source: ImportSource, columns: ImportColumns, max: number) {
  let count = 0;
  for await (const _row of openRows(source, columns).rows) {
    count += 1;
    if (count > max) throw new AppError('IMPORT_TOO_MANY_ROWS', { detail: 'npm run import' });
  }
}

/**
 * Imports one file from the previous platform: the one entry point of `npm run import` and the admin
 * page. Rows are read as the file streams and decided and written a batch at a time, each batch in a
 * transaction of its own (a dry run rolls each back): what the file repeats is caught in memory, so a
 * batch never depends on an earlier one's writes and a dry run reports what the real run does. A real
 * run then refreshes the big lists' page anchors (search keys and counts are kept by triggers as the
 * rows are written) and records one audit entry with the counts and the file's SHA-256.
 */
export async function runImport(db: Database, run: ImportRun): Promise<ImportReport> {
  const importedAt = new Date();
  const importer = await importerFor(db, run, importedAt);
  const actor: Actor | null = run.actorId
    ? ((await db.selectFrom('users').select(['id', 'username']).where('id', '=', run.actorId).executeTakeFirst()) ??
      null)
    : null;
  if (run.maxRows !== undefined) await countRows(run.source, importer.columns, run.maxRows);
  const report = new ReportCollector(run);
  const file = openRows(run.source, importer.columns);
  for await (const batch of inBatches(file.rows, importer.batchSize)) {
    try {
      await db.transaction().execute(async (trx) => {
        // A batch's look-ups are a thousand index probes, planned above JIT's threshold once the table
        // is big: compiling each took longer than the probes (400 ms a batch at 100,000 accounts).
        await sql`SET LOCAL jit = off`.execute(trx);
        const readable: ImportRow[] = [];
        for (const row of batch)
          if ('unreadable' in row) report.refused(row.line, '', refuse('rowUnreadable'));
          else readable.push(row);
        await importer.importBatch(trx, readable, report);
        if (run.dryRun) throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
    report.endBatch();
  }
  const result = report.report(run.kind, run.dryRun, file.sha256());
  if (run.dryRun) return result;
  const { created, updated, unchanged, refused } = result.counts;
  if ((run.kind === 'users' || run.kind === 'applications') && created + updated > 0) await prepareListAnchors(db);
  await recordAudit(db, {
    actor,
    action: 'data.import',
    targetType: 'data',
    targetId: 0,
    targetLabel: path.basename(run.source.name),
    after: { kind: run.kind, file_sha256: result.fileSha256, created, updated, unchanged, refused },
  });
  return result;
}
