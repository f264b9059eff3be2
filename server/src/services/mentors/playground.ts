import type { Database } from '../../db/database';

export interface PlaygroundProgress {
  total: number;
  by_category: Record<string, number>;
}

/**
 * Solved playground challenges per student, as the last read of the playground CTFd stored them
 * (migration 0122). A student the reads never found in CTFd is absent: no progress to show.
 */
export async function playgroundProgressOf(db: Database, userIds: readonly number[]) {
  const progress = new Map<number, PlaygroundProgress>();
  if (userIds.length === 0) return progress;
  const [players, solves] = await Promise.all([
    db
      .selectFrom('playground_players')
      .select('user_id')
      .where('user_id', 'in', [...userIds])
      .where('ctfd_user_id', 'is not', null)
      .execute(),
    db
      .selectFrom('playground_solves')
      .select(['user_id', 'category', 'solves'])
      .where('user_id', 'in', [...userIds])
      .execute(),
  ]);
  for (const player of players) progress.set(player.user_id, { total: 0, by_category: {} });
  for (const row of solves) {
    const entry = progress.get(row.user_id) ?? { total: 0, by_category: {} };
    entry.total += row.solves;
    entry.by_category[row.category] = (entry.by_category[row.category] ?? 0) + row.solves;
    progress.set(row.user_id, entry);
  }
  return progress;
}
