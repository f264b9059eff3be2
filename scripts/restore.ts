// npm run restore -- FILE [--force]: restores a backup into DATABASE_URL's (or the embedded)
// database. Refused over a database with tables unless --force; stop every instance first.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolveDatabase } from '../server/src/db/connect';
import { loadConfig } from '../server/src/env';
import { restoreDatabase } from './lib/backup';
import { runCli } from './lib/cli';

await runCli(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || !existsSync(file)) throw new Error(`Usage: npm run restore -- FILE [--force] (no file ${file ?? ''})`);
  const config = loadConfig();
  const database = await resolveDatabase(config, { attachIfRunning: true });
  try {
    const { tool } = await restoreDatabase(database.url, file, { force: values.force, pgBinDir: config.pgBinDir });
    console.log(`Restored ${file} (${tool})`);
  } finally {
    await database.embedded?.stop();
  }
});
