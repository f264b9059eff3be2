import { GENDERS, INSTITUTION_TYPES, REGIONS } from '@ctf/shared/schemas/competitor';
import {
  FUNNEL_STAGES,
  FUNNEL_UNKNOWN_GROUP,
  type FunnelBreakdown,
  type FunnelQuery,
  type FunnelStage,
  type FunnelView,
} from '@ctf/shared/schemas/statistics';
import { type FunnelRawCounts, suppressFunnel } from '@ctf/shared/statistics/suppression';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { listSeasonOf } from '../programme/list-categories';
import { categoriesOfSeasons } from '../programme/seasons';
import { ALL_TIME, TOTAL } from './funnel-counts';

// The funnel as staff read it: the kept counts of one season (or all time) and one breakdown, read
// by their primary key, with small groups suppressed. Never a scan of the source tables.

const zeros = () => Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, 0])) as Record<FunnelStage, number>;

async function seasonIdOf(db: Database, name: string | undefined): Promise<number> {
  if (name === undefined) return ALL_TIME;
  const season = await db.selectFrom('seasons').select('id').where('name', '=', name).executeTakeFirst();
  if (!season) throw new AppError('VALIDATION_ERROR', { fieldErrors: { season: ['seasonUnknown'] } });
  return season.id;
}

/** The groups a breakdown always shows, in their order (even when nobody is in one). */
async function listedGroups(db: Database, by: FunnelBreakdown, seasonId: number): Promise<readonly string[]> {
  switch (by) {
    case 'region':
      return REGIONS;
    case 'institution_type':
      return INSTITUTION_TYPES;
    case 'gender':
      return GENDERS;
    case 'category': {
      const categories =
        seasonId === ALL_TIME
          ? ((await listSeasonOf(db))?.categories ?? [])
          : ((await categoriesOfSeasons(db, [seasonId])).get(seasonId) ?? []);
      return categories.map((category) => category.code);
    }
    case 'birth_year':
      return [];
  }
}

/** Listed groups first, then any other found (birth years in order), `unknown` last. */
function orderedGroups(listed: readonly string[], found: Iterable<string>): string[] {
  const others = [...found]
    .filter((group) => group !== FUNNEL_UNKNOWN_GROUP && !listed.includes(group))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return [...listed, ...others, FUNNEL_UNKNOWN_GROUP];
}

/** `stats.funnel`, `GET /api/stats/funnel`: the stages' counts per group, suppressed, and when counted. */
export async function funnelView(db: Database, query: FunnelQuery): Promise<FunnelView> {
  const seasonId = await seasonIdOf(db, query.season);
  const [listed, kept] = await Promise.all([
    query.by ? listedGroups(db, query.by, seasonId) : [],
    // The counts and their time in one statement: one rebuild's, never two.
    db
      .selectFrom('funnel_refresh as r')
      .leftJoin('funnel_counts as c', (join) =>
        join.on('c.season_id', '=', seasonId).on('c.breakdown', 'in', [TOTAL, query.by ?? TOTAL]),
      )
      .select(['r.counted_at', 'c.breakdown', 'c.group_value', 'c.stage', 'c.n'])
      .execute(),
  ]);
  const raw: FunnelRawCounts = { rows: [], total: zeros() };
  const byGroup = new Map<string, Record<FunnelStage, number>>();
  for (const row of kept) {
    if (row.stage === null || row.n === null || !(FUNNEL_STAGES as readonly string[]).includes(row.stage)) continue;
    const stage = row.stage as FunnelStage;
    if (row.breakdown === TOTAL) raw.total[stage] = row.n;
    else {
      const counts = byGroup.get(row.group_value!) ?? zeros();
      counts[stage] = row.n;
      byGroup.set(row.group_value!, counts);
    }
  }
  if (query.by)
    raw.rows = orderedGroups(listed, byGroup.keys()).map((group) => ({
      group,
      counts: byGroup.get(group) ?? zeros(),
    }));
  const countedAt = kept[0]?.counted_at;
  return { ...suppressFunnel(raw), as_of: countedAt ? new Date(countedAt).toISOString() : null };
}
