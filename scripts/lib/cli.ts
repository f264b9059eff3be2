import { resolveDatabase, runMigrations } from '../../server/src/db/connect';
import { type Database, createDatabase } from '../../server/src/db/database';
import { type AppConfig, ConfigError } from '../../server/src/env';

/**
 * Runs a command-line tool's work; a bad configuration or any failure is one line each and exit 1.
 * `explain` words a failure the tool knows better than its bare message (a usage error, an ended input).
 */
export async function runCli(
  work: () => Promise<void>,
  explain: (error: unknown) => string | undefined = () => undefined,
) {
  try {
    await work();
  } catch (error) {
    if (error instanceof ConfigError) error.problems.forEach((p) => console.error(`Configuration error: ${p}`));
    else console.error(explain(error) ?? (error instanceof Error ? error.message : error));
    process.exit(1);
  }
}

/**
 * Runs work on the configured database brought to the newest schema (the embedded one, attached to a
 * running server's if there is one), then closes the pool and stops anything it started.
 */
export async function withMigratedDatabase<T>(config: AppConfig, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await resolveDatabase(config, { attachIfRunning: true });
  const db = createDatabase(database.url, 1);
  try {
    await runMigrations(database.url, config);
    return await work(db);
  } finally {
    await db.destroy();
    await database.embedded?.stop();
  }
}
