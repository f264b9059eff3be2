// npm run export -- DIR [--with-secrets]: every table a successor needs, as CSV and JSON, into DIR
// (a new or empty folder). Password hashes and second-factor secrets only with --with-secrets.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/env';
import { exportToDirectory, rowsPerTable } from '../server/src/services/moving-in/export';
import { runCli, withMigratedDatabase } from './lib/cli';

class UsageError extends Error {}

await runCli(
  async () => {
    const { values, positionals } = (() => {
      try {
        return parseArgs({ options: { 'with-secrets': { type: 'boolean', default: false } }, allowPositionals: true });
      } catch (error) {
        throw new UsageError(error instanceof Error ? error.message : String(error));
      }
    })();
    if (positionals.length !== 1) throw new UsageError('Name one folder to export into.');
    const directory = path.resolve(positionals[0]!);
    const withSecrets = values['with-secrets'];
    const config = loadConfig();
    const manifest = await withMigratedDatabase(config, (db) => exportToDirectory(db, directory, { withSecrets }));
    for (const [table, rows] of Object.entries(rowsPerTable(manifest))) console.log(`${table.padEnd(14)} ${rows}`);
    console.log(
      `Exported to ${directory} at migration ${manifest.migration.latest ?? '(none)'}` +
        (withSecrets ? ', with password hashes and sealed second-factor secrets: keep the folder safe.' : '.'),
    );
  },
  (error) =>
    error instanceof UsageError ? `${error.message}\nUsage: npm run export -- DIR [--with-secrets]` : undefined,
);
