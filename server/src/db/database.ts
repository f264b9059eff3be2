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
  { max = 10, applicationName, onError = () => {}, onConnect = () => {}, onAnswer = () => {} }: PoolOptions = {},
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
    onConnect(client);
  });
  // A client whose query failed because its server went away is released with that error, and the
  // pool ends it before its socket closes: it never raises the error above. Under load every client
  // can be in a query when the server stops (pool.query: the session check), so report these too.
  pool.on('release', (err: Error | undefined, client: pg.PoolClient) => {
    if (!err) onAnswer(client);
    else if (isDependencyUnavailable(err)) onError(err);
  });
  return pool;
}

export interface PoolEvents {
  /** A connection was lost (its server ended it, or went away under a query). */
  onError?: (error: Error) => void;
  /** A new connection was made. */
  onConnect?: (client: pg.PoolClient) => void;
  /** A connection came back to the pool after its work succeeded. */
  onAnswer?: (client: pg.PoolClient) => void;
}

interface PoolOptions extends PoolEvents {
  max?: number;
  applicationName?: string;
}

/**
 * One outage, told once: `lost` at its first failure, `back` when a query succeeds on a connection
 * made after that failure. A connection that completes while the server is shutting down, or an
 * older one whose query was still on its way, neither ends the outage nor starts a second one.
 * `failed` also takes failures seen outside the pool's events (a refused connection).
 */
export function outageLog({ lost, back }: { lost: (error: unknown) => void; back: () => void }) {
  let isLost = false;
  const madeDuringOutage = new WeakSet<object>();
  const failed = (error: unknown) => {
    if (isLost) return;
    isLost = true;
    lost(error);
  };
  const events: Required<PoolEvents> = {
    onError: failed,
    onConnect: (client) => {
      if (isLost) madeDuringOutage.add(client);
    },
    onAnswer: (client) => {
      if (!isLost || !madeDuringOutage.has(client)) return;
      isLost = false;
      back();
    },
  };
  return { failed, events };
}

export function createDatabase(connectionString: string, poolSize = 10, events: PoolEvents = {}): Database {
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
