import { type Transaction, sql } from 'kysely';
import type { TPlaygroundProgress } from '@ctf/shared';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';
import type { CategoryCounts } from './read-ctfd';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function insertPlayers(trx: Transaction<DB>, players: [number, CategoryCounts][], readAt: Date) {
  for (const part of chunks(players)) {
    await trx
      .insertInto('playground_players')
      .values(part.map(([userId]) => ({ user_id: userId, read_at: readAt })))
      .execute();
  }
  const solves = players.flatMap(([userId, counts]) =>
    [...counts].map(([category, n]) => ({ user_id: userId, category, solves: n, read_at: readAt })),
  );
  for (const part of chunks(solves)) await trx.insertInto('playground_solves').values(part).execute();
}

/**
 * Replaces every stored figure with a whole read, in one transaction: players CTFd no longer lists
 * drop out, ids that are no account here are ignored. A player who refreshed after the read began
 * keeps that newer reading.
 */
export async function replaceAllProgress(
  db: Database,
  read: Map<number, CategoryCounts>,
  startedAt: Date,
  readAt = new Date(),
): Promise<{ players: number; solves: number }> {
  return db.transaction().execute(async (trx) => {
    // A refresh waits for this write (and this one for a refresh under way), so none is half seen.
    await sql`LOCK TABLE playground_players IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const newer = await trx
      .selectFrom('playground_players')
      .select('user_id')
      .where('read_at', '>', startedAt)
      .execute();
    const keep = new Set(newer.map((row) => row.user_id));
    const ids = [...read.keys()].filter((id) => !keep.has(id));
    const known =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('users')
            .select('id')
            .where(sql<boolean>`id = any(${ids}::int[])`)
            .execute();
    const players = known.map((row): [number, CategoryCounts] => [row.id, read.get(row.id)!]);
    await trx
      .deleteFrom('playground_solves')
      .where('user_id', 'not in', (eb) =>
        eb.selectFrom('playground_players').select('user_id').where('read_at', '>', startedAt),
      )
      .execute();
    await trx.deleteFrom('playground_players').where('read_at', '<=', startedAt).execute();
    await insertPlayers(trx, players, readAt);
    return { players: players.length, solves: players.reduce((sum, [, counts]) => sum + counts.size, 0) };
  });
}

/** Replaces one player's figures (null: the playground has no account of theirs, so none solved). */
export async function replacePlayerProgress(
  db: Database,
  userId: number,
  counts: CategoryCounts | null,
  readAt = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('playground_players')
      .values({ user_id: userId, read_at: readAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ read_at: readAt }))
      .execute();
    await trx.deleteFrom('playground_solves').where('user_id', '=', userId).execute();
    const rows = [...(counts ?? [])].map(([category, n]) => ({
      user_id: userId,
      category,
      solves: n,
      read_at: readAt,
    }));
    if (rows.length > 0) await trx.insertInto('playground_solves').values(rows).execute();
  });
}

/** What the dashboard's card shows: most solved category first, then by name. */
export async function findPlaygroundProgress(
  db: Database,
  userId: number,
  enabled: boolean,
): Promise<TPlaygroundProgress> {
  if (!enabled) return { enabled, total: 0, by_category: [], read_at: null };
  const [player, rows] = await Promise.all([
    db.selectFrom('playground_players').select('read_at').where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('playground_solves')
      .select(['category', 'solves'])
      .where('user_id', '=', userId)
      .orderBy('solves', 'desc')
      .orderBy('category')
      .execute(),
  ]);
  return {
    enabled,
    total: rows.reduce((sum, row) => sum + row.solves, 0),
    by_category: rows,
    read_at: player ? player.read_at.toISOString() : null,
  };
}
