// npm run migrate: brings DATABASE_URL's database (or the embedded one in DATA_DIR) to the newest schema.
import { resolveDatabase, runMigrations } from '../server/src/db/connect';
import { ConfigError, loadConfig } from '../server/src/env';

try {
  const config = loadConfig();
  const database = await resolveDatabase(config, { attachIfRunning: true });
  try {
    const results = await runMigrations(database.url);
    if (!results?.length) console.log('The database schema is up to date.');
    for (const r of results ?? []) console.log(`${r.migrationName}: ${r.status}`);
  } finally {
    await database.embedded?.stop();
  }
} catch (error) {
  if (error instanceof ConfigError) error.problems.forEach((p) => console.error(`Configuration error: ${p}`));
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
