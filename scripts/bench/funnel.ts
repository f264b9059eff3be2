// The programme funnel at national scale (issue 33), for bench:lists: every breakdown, all time and
// the scale qualification's season, read from the kept counts, beside its baseline: counting the
// funnel from the source tables, which is what a request would cost without kept counts (measured
// once per run: the rebuild the funnel-counts job makes). Prepared on the seed:scale data.
import { performance } from 'node:perf_hooks';
import { FUNNEL_BREAKDOWNS, type FunnelQuery } from '@ctf/shared/schemas/statistics';
import type { Database } from '../../server/src/db/database';
import { findCompetitionRow } from '../../server/src/services/competitions/competitions';
import { funnelView } from '../../server/src/services/stats/funnel';
import { rebuildFunnelCounts } from '../../server/src/services/stats/funnel-counts';
import { SCALE_SLUG } from '../seed-scale';

/** Issue 33: every breakdown answers in under 50 ms at national scale. */
export const FUNNEL_TARGET_MS = 50;

export async function prepareFunnel(db: Database) {
  const quals = await findCompetitionRow(db, SCALE_SLUG);
  const season = await db
    .selectFrom('seasons')
    .select('name')
    .where('id', '=', quals.season_id)
    .executeTakeFirstOrThrow();
  const start = performance.now();
  await rebuildFunnelCounts(db);
  const rebuildMs = performance.now() - start;
  const cases: { name: string; query: FunnelQuery }[] = [];
  for (const [scope, seasonName] of [
    ['all time', undefined],
    [`season ${season.name}`, season.name],
  ] as const)
    for (const by of [undefined, ...FUNNEL_BREAKDOWNS])
      cases.push({
        name: `${scope}, ${by ?? 'total'}`,
        query: { ...(seasonName ? { season: seasonName } : {}), ...(by ? { by } : {}) },
      });
  return {
    rebuildMs,
    cases: cases.map(({ name, query }) => ({ name, view: () => funnelView(db, query) })),
  };
}
