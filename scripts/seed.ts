// npm run seed: adds the reference institutions that are missing (migration 0104 loads them into a new
// database; this brings back any an admin deleted). Safe to run again: rows already there are left as they are.
import { resolveDatabase, runMigrations } from '../server/src/db/connect';
import { createDatabase } from '../server/src/db/database';
import { ConfigError, loadConfig } from '../server/src/env';
import { insertMissingInstitutions } from '../server/src/services/institutions/institutions';
import { INSTITUTIONS } from '../migrations/0104_reference_institutions';

try {
  const config = loadConfig();
  const database = await resolveDatabase(config, { attachIfRunning: true });
  const db = createDatabase(database.url, 1);
  try {
    await runMigrations(database.url, config);
    const added = await insertMissingInstitutions(
      db,
      INSTITUTIONS.map(([name, city, region, type]) => ({ name, city, region, type })),
    );
    console.log(`Institutions: ${added} added, ${INSTITUTIONS.length - added} already there.`);
  } finally {
    await db.destroy();
    await database.embedded?.stop();
  }
} catch (error) {
  if (error instanceof ConfigError) error.problems.forEach((p) => console.error(`Configuration error: ${p}`));
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
