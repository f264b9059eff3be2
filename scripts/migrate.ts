// npm run migrate: brings DATABASE_URL's database (or the embedded one in DATA_DIR) to the newest schema.
import { resolveDatabase, runMigrations } from '../server/src/db/connect';
import { loadConfig } from '../server/src/env';
import { runCli } from './lib/cli';

await runCli(async () => {
  const config = loadConfig();
  const database = await resolveDatabase(config, { attachIfRunning: true });
  try {
    const results = await runMigrations(database.url, config);
    if (!results?.length) console.log('The database schema is up to date.');
    for (const r of results ?? []) console.log(`${r.migrationName}: ${r.status}`);
  } finally {
    await database.embedded?.stop();
  }
});
