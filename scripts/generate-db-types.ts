// npm run db:types: migrates a throwaway embedded database and writes server/src/db/types.ts from it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { runMigrations } from '../server/src/db/connect';
import { ensureDatabase, startThrowawayPostgres } from '../server/src/db/embedded';
import { loadConfig } from '../server/src/env';

const root = path.resolve(import.meta.dirname, '..');
const embedded = await startThrowawayPostgres('ctf-codegen-');
try {
  await ensureDatabase(embedded.adminUrl, 'codegen');
  const url = embedded.urlFor('codegen');
  await runMigrations(url, loadConfig({}));
  execFileSync(
    path.join(root, 'node_modules/.bin/kysely-codegen'),
    [
      '--dialect',
      'postgres',
      '--date-parser',
      'string',
      '--url',
      url,
      '--out-file',
      'server/src/db/types.ts',
      '--exclude-pattern',
      '(kysely_*|pgboss.*)',
      // What the database gives but its catalogue does not say: bigint counters read as numbers
      // (server/src/db/database.ts parses INT8), and columns a trigger fills (migration 0113).
      '--overrides',
      JSON.stringify({
        columns: {
          'list_anchors.generation': 'ColumnType<number, number | string, number | string>',
          'list_anchors.total': 'ColumnType<number, number | string, number | string>',
          'list_counts.n': 'ColumnType<number, number, number>',
          'competitions.season_id': 'Generated<number>',
          'competitions.requires_accepted_competitor': 'Generated<boolean>',
        },
      }),
    ],
    { cwd: root, stdio: 'inherit' },
  );
} finally {
  await embedded.stop();
}
