import type pg from 'pg';
import { afterAll } from 'vitest';

/** Tables whose rows hang on a season, removed before it. */
type SeasonTable = 'certificates' | 'competitions' | 'team_rosters';

/**
 * Seasons of a test file's own, removed after the file together with the rows of `dependents` in
 * them (in that order). Returns how to add one: its name in, its id out.
 */
export function useOwnSeasons(pool: pg.Pool, dependents: readonly SeasonTable[]) {
  const seasonIds: number[] = [];
  afterAll(async () => {
    for (const table of dependents) await pool.query(`DELETE FROM ${table} WHERE season_id = ANY($1)`, [seasonIds]);
    await pool.query(`DELETE FROM seasons WHERE id = ANY($1)`, [seasonIds]);
  });
  return async function insertSeason(name: string) {
    const { rows } = await pool.query<{ id: number }>(`INSERT INTO seasons (name) VALUES ($1) RETURNING id`, [name]);
    seasonIds.push(rows[0]!.id);
    return rows[0]!.id;
  };
}
