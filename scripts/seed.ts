// npm run seed: adds the reference institutions that are missing (migration 0104 loads them into a new
// database; this brings back any an admin deleted). Safe to run again: rows already there are left as they are.
import { loadConfig } from '../server/src/env';
import { insertMissingInstitutions } from '../server/src/services/institutions/institutions';
import { INSTITUTIONS } from '../migrations/0104_reference_institutions';
import { runCli, withMigratedDatabase } from './lib/cli';

await runCli(() =>
  withMigratedDatabase(loadConfig(), async (db) => {
    const added = await insertMissingInstitutions(
      db,
      INSTITUTIONS.map(([name, city, region, type]) => ({ name, city, region, type })),
    );
    console.log(`Institutions: ${added} added, ${INSTITUTIONS.length - added} already there.`);
  }),
);
