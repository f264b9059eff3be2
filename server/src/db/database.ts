import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types';
import { isDependencyUnavailable } from './unavailable';

// COUNT(*) and BIGINT come back as strings by default; every count we read fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// A DATE (a birth date) is a calendar day, not an instant: keep 'YYYY-MM-DD' rather than a local-time Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Database = Kysely<DB>;

const pools = new WeakMap<Database, pg.Pool>();

/**
 * A pool that survives its server going away. pg's pool listens for errors only on idle clients; a
 * checked-out client whose server ends the connection (restart, failover: 57P01) while no query
 * runs on it emits an `error` nobody handles, which ends the process. Every client gets a listener
 * of its own here; the failed query's caller sees the error and the pool drops the dead client.
 */
export function createPool(
  connectionString: string,
  {
    max = 10,
    applicationName,
    onError = () => {},
    onConnect = () => {},
  }: { max?: number; applicationName?: string; onError?: (error: Error) => void; onConnect?: () => void } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    // A failover behind the same host name leaves sockets to the old primary half-open: probe them.
    keepAlive: true,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    onConnect();
  });
  // A client whose query failed because its server went away is released with that error, and the
  // pool ends it before its socket closes: it never raises the error above. Under load every client
  // can be in a query when the server stops (pool.query: the session check), so report these too.
  pool.on('release', (err: Error | undefined) => {
    if (err && isDependencyUnavailable(err)) onError(err);
  });
  return pool;
}

export function createDatabase(
  connectionString: string,
  poolSize = 10,
  events: { onError?: (error: Error) => void; onConnect?: () => void } = {},
): Database {
  const pool = createPool(connectionString, { max: poolSize, ...events });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The pg pool behind a database made by createDatabase (for hot paths that skip the query builder). */
export function poolOf(db: Database): pg.Pool | undefined {
  return pools.get(db);
}

/** Connections of this database's pool: in use, idle, and callers waiting for one (metrics). */
export function poolStats(db: Database) {
  const pool = pools.get(db);
  if (!pool) return null;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    inUse: pool.totalCount - pool.idleCount,
    waiting: pool.waitingCount,
  };
}
