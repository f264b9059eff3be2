import type { Database } from '../../db/database';
import { AppError } from '../../errors';

/** The codes once each, in the order sent (a code ticked twice is one category). */
export const distinctCodes = (codes: readonly string[]) => [...new Set(codes)];

/**
 * A competition may allow only categories its season defines: a code of another season would let
 * nobody in (or the wrong people, once someone adds that code there). Checked on the row as
 * written, inside the write's transaction, so a season the database picked (left out: the season
 * of the start year) is checked too; a refusal undoes the write. `allowed_categories: ['categoryUnknown']`.
 */
export async function assertSeasonDefines(
  db: Database,
  { season_id, allowed_categories }: { season_id: number; allowed_categories: readonly string[] },
) {
  if (allowed_categories.length === 0) return;
  const defined = await db
    .selectFrom('season_categories')
    .select('code')
    .where('season_id', '=', season_id)
    .where('code', 'in', [...allowed_categories])
    .execute();
  const known = new Set(defined.map((row) => row.code));
  if (allowed_categories.some((code) => !known.has(code)))
    throw new AppError('VALIDATION_ERROR', { fieldErrors: { allowed_categories: ['categoryUnknown'] } });
}

/** A write's error as the form shows it when the season id names no season; otherwise the error itself. */
export function unknownSeasonAsFieldError(error: unknown) {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23503' && constraint === 'competitions_season_id_fkey'
    ? new AppError('VALIDATION_ERROR', { fieldErrors: { season_id: ['seasonUnknown'] } })
    : error;
}
