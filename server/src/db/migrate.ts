import { type Kysely, Migrator, type MigrationResultSet } from 'kysely';
import { migrations } from '../../../migrations';

// Migrations are frozen in time and typed against no schema, so the migrator takes any database.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Kysely<any>;

export function createMigrator(db: AnyDatabase) {
  // Numbers are reserved in ranges per line of work, so a range may land after a higher number
  // already ran; each migration still runs exactly once.
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
}

/** Brings the schema to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: AnyDatabase): Promise<MigrationResultSet['results']> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results;
}
