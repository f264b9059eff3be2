import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types';

// COUNT(*) and BIGINT come back as strings by default; every count we read fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// A DATE (a birth date) is a calendar day, not an instant: keep 'YYYY-MM-DD' rather than a local-time Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Database = Kysely<DB>;

export function createDatabase(
  connectionString: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = () => {},
): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', onIdleError);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
