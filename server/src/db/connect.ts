import path from 'node:path';
import type { AppConfig } from '../env';
import { createDatabase } from './database';
import { type EmbeddedDatabase, ensureDatabase, startEmbeddedPostgres } from './embedded';
import { type MigrationConfig, migrateToLatest } from './migrate';
import { withSchemaLock } from './schema-lock';

export const EMBEDDED_DATABASE_NAME = 'platform';

export interface ResolvedDatabase {
  url: string;
  embedded: EmbeddedDatabase | null;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR, started (and created) here.
 * Command-line tools attach to the cluster of a running server instead.
 */
export async function resolveDatabase(
  config: AppConfig,
  { log = () => {}, attachIfRunning = false }: { log?: (line: string) => void; attachIfRunning?: boolean } = {},
): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  const embedded = await startEmbeddedPostgres({
    directory: path.join(config.dataDir, 'postgres'),
    attachIfRunning,
    log,
  });
  await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE_NAME);
  return { url: embedded.urlFor(EMBEDDED_DATABASE_NAME), embedded };
}

/**
 * Brings the schema up to date; instances starting together take turns (one holds the lock, one
 * migrates). `config` gives the keys a migration into an encrypted column seals with.
 */
export async function runMigrations(url: string, config: MigrationConfig) {
  const db = createDatabase(url, 2);
  try {
    return await withSchemaLock(db, () => migrateToLatest(db, config));
  } finally {
    await db.destroy();
  }
}
