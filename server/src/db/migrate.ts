import { type Kysely, type Migration, Migrator, type MigrationResultSet } from 'kysely';
import { type MigrationContext, migrations } from '../../../migrations';
import type { AppConfig } from '../env';
import { openSecret, sealSecret } from '../services/secrets/sealed';

// Migrations are frozen in time and typed against no schema, so the migrator takes any database.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

/** What of the configuration a migration may need: the keys of encrypted columns. */
export type MigrationConfig = Pick<AppConfig, 'totpSecretKey'>;

export function migrationContext(config: MigrationConfig): MigrationContext {
  return {
    sealTotpSecret: (plain) => sealSecret(config.totpSecretKey, plain),
    openTotpSecret: (sealed) => openSecret(config.totpSecretKey, sealed),
  };
}

export function createMigrator(db: AnyDatabase, config: MigrationConfig) {
  const context = migrationContext(config);
  const bound = Object.fromEntries(
    Object.entries(migrations).map(([name, { up, down }]): [string, Migration] => [
      name,
      { up: (trx) => up(trx, context), ...(down ? { down: (trx: AnyDatabase) => down(trx, context) } : {}) },
    ]),
  );
  // Numbers are reserved in ranges per line of work, so a range may land after a higher number
  // already ran; each migration still runs exactly once.
  return new Migrator({ db, provider: { getMigrations: async () => bound }, allowUnorderedMigrations: true });
}

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(
  db: AnyDatabase,
  config: MigrationConfig,
): Promise<MigrationResultSet['results']> {
  const { error, results } = await createMigrator(db, config).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results;
}
