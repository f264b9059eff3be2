// npm run import -- <kind> FILE [--dry-run] [--competition SLUG] [--report REPORT.csv]: brings a file
// from the previous platform in (users, institutions, applications, results; CSV or JSON). Prints the
// counts and every refused or updated row with its line and reason; --report writes every row as CSV.
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverMessage } from '@ctf/shared';
import { csvField, toCsv } from '@ctf/shared/csv';
import { IMPORT_KINDS, type ImportKind, type ImportReportRow } from '@ctf/shared/schemas/moving-in';
import { loadConfig } from '../server/src/env';
import { AppError } from '../server/src/errors';
import { runImport } from '../server/src/services/moving-in/import';
import { fileSource } from '../server/src/services/moving-in/read-rows';
import { reasonInWords } from '../server/src/services/moving-in/report';
import { runCli, withMigratedDatabase } from './lib/cli';

const USAGE =
  'Usage: npm run import -- <users|institutions|applications|results> FILE [--dry-run] [--competition SLUG] [--report REPORT.csv]';

class UsageError extends Error {}

function readArguments() {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        options: {
          'dry-run': { type: 'boolean', default: false },
          competition: { type: 'string' },
          report: { type: 'string' },
        },
        allowPositionals: true,
      });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  })();
  const [kind, file] = positionals;
  if (positionals.length !== 2 || !IMPORT_KINDS.includes(kind as ImportKind))
    throw new UsageError('Name what to import and the file.');
  if (!existsSync(file!)) throw new UsageError(`${file} does not exist.`);
  if (kind === 'results' && !values.competition) throw new UsageError('Results need --competition SLUG.');
  if (kind !== 'results' && values.competition) throw new UsageError('--competition goes only with results.');
  return {
    kind: kind as ImportKind,
    file: path.resolve(file!),
    dryRun: values['dry-run'],
    competition: values.competition,
    report: values.report,
  };
}

/** The report file: every row as the page's table shows it, the reason in English words. */
function reportWriter(file: string | undefined) {
  if (!file) return { write: () => {}, close: async () => {} };
  const out = createWriteStream(file, { mode: 0o600 });
  out.write(toCsv(['line', 'outcome', 'key', 'reason', 'words'], []));
  return {
    write: (row: ImportReportRow) =>
      out.write(
        `${[row.line, row.outcome, row.key, row.reason ?? '', reasonInWords(row)].map(csvField).join(',')}\r\n`,
      ),
    close: () =>
      new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve()))),
  };
}

await runCli(
  async () => {
    const args = readArguments();
    const config = loadConfig();
    const report = reportWriter(args.report);
    const result = await withMigratedDatabase(config, (db) =>
      runImport(db, {
        kind: args.kind,
        source: fileSource(args.file),
        dryRun: args.dryRun,
        competition: args.competition,
        keepRows: false,
        onRow: (row) => {
          report.write(row);
          if (row.outcome === 'refused' || row.outcome === 'updated')
            console.log(`line ${row.line}: ${row.outcome} ${row.key ? `${row.key}: ` : ''}${reasonInWords(row)}`);
        },
      }),
    );
    await report.close();
    const { created, updated, unchanged, refused } = result.counts;
    console.log(
      `${args.kind} from ${path.basename(args.file)}: ${created} created, ${updated} updated, ${unchanged} unchanged, ${refused} refused.`,
    );
    console.log(
      args.dryRun
        ? 'Dry run: nothing was written. Run again without --dry-run to import.'
        : `Imported and recorded in the audit log (file SHA-256 ${result.fileSha256}).`,
    );
    if (args.report) console.log(`Every row: ${args.report}`);
  },
  (error) => {
    if (error instanceof UsageError) return `${error.message}\n${USAGE}`;
    if (error instanceof AppError && error.appCode === 'NOT_FOUND') return 'No competition has that slug.';
    if (error instanceof AppError)
      return `${serverMessage('en', error.appCode)}${error.detail ? ` ${error.detail}` : ''}`;
    return undefined;
  },
);
