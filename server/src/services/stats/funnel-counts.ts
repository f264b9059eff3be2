import { type RawBuilder, sql } from 'kysely';
import { categoriesOf } from '@ctf/shared/programme/categories';
import { FUNNEL_STAGES, FUNNEL_UNKNOWN_GROUP, type FunnelStage } from '@ctf/shared/schemas/statistics';
import type { Database } from '../../db/database';
import { listSeasonOf } from '../programme/list-categories';
import { categoriesOfSeasons } from '../programme/seasons';

// The funnel's kept counts, rebuilt whole from the source tables (docs/decisions.md, "Programme
// funnel"): who reached which stage in each season and over all time, counted per group of each
// breakdown. One transaction: a reader sees the old counts or the new ones, never half.

/** The kept rows' season for all time. */
export const ALL_TIME = 0;
/** The kept rows' breakdown and group of the total (each person once). */
export const TOTAL = '';

/** Two rebuilds never overlap (a second waits, then counts again). */
const REBUILD_LOCK = 733_120;

/** A stage's rank: a person counts at every stage up to the highest they reached. */
const RANK = Object.fromEntries(FUNNEL_STAGES.map((stage, i) => [stage, i + 1])) as Record<FunnelStage, number>;

/** A rank as the statement's integer (a bare parameter would be text). */
const rank = (stage: FunnelStage) => sql`${RANK[stage]}::int`;

const allTime = sql`${ALL_TIME}::int`;

/** `at` falls in the window's season: after the previous season's end, up to its own. */
const inWindow = (at: RawBuilder<unknown>) =>
  sql`${at} <= w.ends_at AND (w.starts_after IS NULL OR ${at} > w.starts_after)`;

/**
 * One row per kind of person: their highest stage in a season (or all time) and the facts the
 * breakdowns read, counted. Everyone without an application is one row per season and stage, so
 * the table stays small at any number of accounts. Read in one statement: one snapshot.
 */
const CREATE_FACTS = sql`
  CREATE TEMP TABLE funnel_facts (
    season_id int, reached int, region text, institution_type text, gender text, birth_year text,
    accepted_birth_date date, accepted_roles text[], n int
  ) ON COMMIT DROP`;
const FACTS = sql`
  INSERT INTO funnel_facts
  WITH season_ends AS (
    SELECT season_id, max(coalesce(ends_at, starts_at, registration_ends_at, created_at)) AS ends_at
      FROM competitions WHERE archived_at IS NULL GROUP BY season_id
  ), windows AS (
    SELECT season_id, ends_at, lag(ends_at) OVER (ORDER BY ends_at, season_id) AS starts_after FROM season_ends
  ), staged AS (
    SELECT r.user_id, c.season_id, CASE c.stage WHEN 'finals' THEN ${rank('finalist')} ELSE ${rank('competed')} END AS rank
      FROM competition_results r JOIN competitions c ON c.id = r.competition_id
     WHERE r.user_id IS NOT NULL AND c.archived_at IS NULL AND c.stage IN ('quals', 'finals')
    UNION ALL
    SELECT f.user_id, c.season_id, ${rank('finalist')}
      FROM finals_invitations f JOIN competitions c ON c.id = f.competition_id
     WHERE f.status = 'accepted' AND c.archived_at IS NULL AND c.stage = 'finals'
    UNION ALL
    SELECT m.user_id, t.season_id, ${rank('team')}
      FROM team_roster_members m JOIN team_rosters t ON t.id = m.roster_id
     WHERE t.status = 'confirmed'
  ), events AS (
    SELECT user_id, season_id, rank FROM staged
    UNION ALL SELECT user_id, ${allTime}, rank FROM staged
    UNION ALL
    SELECT id, ${allTime}, CASE WHEN email_verified_at IS NULL THEN ${rank('registered')} ELSE ${rank('verified')} END
      FROM users
    UNION ALL SELECT DISTINCT user_id, ${allTime}, ${rank('applied')} FROM competitor_applications
    UNION ALL
    SELECT user_id, ${allTime}, ${rank('accepted')} FROM competitor_applications WHERE is_current AND status = 'accepted'
    UNION ALL
    SELECT u.id, w.season_id, ${rank('registered')} FROM users u JOIN windows w ON ${inWindow(sql`u.created_at`)}
    UNION ALL
    SELECT u.id, w.season_id, ${rank('verified')} FROM users u JOIN windows w ON ${inWindow(sql`u.email_verified_at`)}
    UNION ALL
    SELECT a.user_id, w.season_id, ${rank('applied')}
      FROM competitor_applications a JOIN windows w ON ${inWindow(sql`a.created_at`)}
    UNION ALL
    SELECT a.user_id, w.season_id, ${rank('accepted')}
      FROM competitor_applications a JOIN windows w ON ${inWindow(sql`coalesce(a.decided_at, a.created_at)`)}
     WHERE a.is_current AND a.status = 'accepted'
  ), reached AS (
    SELECT user_id, season_id, max(rank) AS reached FROM events GROUP BY user_id, season_id
  )
  SELECT p.season_id, p.reached,
         coalesce(i.region, ${FUNNEL_UNKNOWN_GROUP}) AS region,
         coalesce(i.type, ${FUNNEL_UNKNOWN_GROUP}) AS institution_type,
         coalesce(a.gender, ${FUNNEL_UNKNOWN_GROUP}) AS gender,
         coalesce(extract(year FROM a.date_of_birth)::int::text, ${FUNNEL_UNKNOWN_GROUP}) AS birth_year,
         CASE WHEN a.status = 'accepted' THEN a.date_of_birth END AS accepted_birth_date,
         u.roles AS accepted_roles,
         count(*)::int AS n
    FROM reached p
    LEFT JOIN competitor_applications a ON a.user_id = p.user_id AND a.is_current
    LEFT JOIN institutions i ON i.id = a.institution_id
    LEFT JOIN users u ON u.id = p.user_id AND a.status = 'accepted'
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`;

/** A stage's count from the facts' highest stages: those who reached it or further. */
const reachedAtLeast = (stage: FunnelStage) => sql`coalesce(sum(n) FILTER (WHERE reached >= ${rank(stage)}), 0)::int`;

/** The total and every breakdown but the category, straight from the facts (written out: no SQL is pieced together). */
const PLAIN_COUNTS = sql`
  INSERT INTO funnel_counts (season_id, breakdown, group_value, stage, n)
  SELECT g.season_id, g.breakdown, g.group_value, v.stage, v.n
    FROM (
      SELECT season_id,
             CASE WHEN grouping(region) = 0 THEN 'region'
                  WHEN grouping(institution_type) = 0 THEN 'institution_type'
                  WHEN grouping(gender) = 0 THEN 'gender'
                  WHEN grouping(birth_year) = 0 THEN 'birth_year'
                  ELSE ${TOTAL} END AS breakdown,
             coalesce(region, institution_type, gender, birth_year, ${TOTAL}) AS group_value,
             ${reachedAtLeast('registered')} AS registered, ${reachedAtLeast('verified')} AS verified,
             ${reachedAtLeast('applied')} AS applied, ${reachedAtLeast('accepted')} AS accepted,
             ${reachedAtLeast('competed')} AS competed, ${reachedAtLeast('finalist')} AS finalist,
             ${reachedAtLeast('team')} AS team
        FROM funnel_facts
       GROUP BY GROUPING SETS ((season_id), (season_id, region), (season_id, institution_type), (season_id, gender),
                              (season_id, birth_year))
    ) g
    CROSS JOIN LATERAL (VALUES ('registered', g.registered), ('verified', g.verified), ('applied', g.applied),
      ('accepted', g.accepted), ('competed', g.competed), ('finalist', g.finalist), ('team', g.team)) AS v(stage, n)
   WHERE v.n > 0`;

interface CategoryFact {
  season_id: number;
  reached: number;
  accepted_birth_date: string;
  institution_type: string;
  accepted_roles: string[];
  n: number;
}

/**
 * The category breakdown: each season's categories (all time: those of the newest season that has
 * any, as the staff lists show), by the one rule (`categoriesOf`) over each kind of accepted
 * person. A person in several categories counts in each; `unknown` is everyone in none.
 */
async function categoryCounts(trx: Database) {
  const facts = (
    await sql<CategoryFact>`
      SELECT season_id, reached, accepted_birth_date, institution_type, accepted_roles, sum(n)::int AS n
        FROM funnel_facts WHERE accepted_birth_date IS NOT NULL
       GROUP BY 1, 2, 3, 4, 5`.execute(trx)
  ).rows;
  const totals = await trx
    .selectFrom('funnel_counts')
    .select(['season_id', 'stage', 'n'])
    .where('breakdown', '=', TOTAL)
    .execute();
  const allTime = await listSeasonOf(trx);
  const seasonIds = [...new Set(totals.map((row) => row.season_id).filter((id) => id !== ALL_TIME))];
  const categories = await categoriesOfSeasons(trx, seasonIds);
  if (allTime) categories.set(ALL_TIME, allTime.categories);

  const counts = new Map<string, number>();
  const add = (seasonId: number, group: string, stage: string, n: number) => {
    const key = JSON.stringify([seasonId, group, stage]);
    counts.set(key, (counts.get(key) ?? 0) + n);
  };
  for (const row of totals) add(row.season_id, FUNNEL_UNKNOWN_GROUP, row.stage, row.n);
  for (const fact of facts) {
    const person = {
      date_of_birth: fact.accepted_birth_date,
      institution_type: fact.institution_type === FUNNEL_UNKNOWN_GROUP ? null : fact.institution_type,
      roles: fact.accepted_roles,
    };
    const codes = categoriesOf(person, categories.get(fact.season_id) ?? []);
    for (const stage of FUNNEL_STAGES.filter((stage) => RANK[stage] <= fact.reached)) {
      for (const code of codes) add(fact.season_id, code, stage, fact.n);
      if (codes.length > 0) add(fact.season_id, FUNNEL_UNKNOWN_GROUP, stage, -fact.n);
    }
  }
  const rows = [...counts]
    .filter(([, n]) => n > 0)
    .map(([key, n]) => {
      const [season_id, group_value, stage] = JSON.parse(key) as [number, string, string];
      return { season_id, breakdown: 'category', group_value, stage, n };
    });
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('funnel_counts')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/**
 * Counts the funnel again from the source tables and replaces the kept counts, in one transaction.
 * Answers when the counts were taken.
 */
export async function rebuildFunnelCounts(db: Database): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${REBUILD_LOCK})`.execute(trx);
    const {
      rows: [{ at }],
    } = (await sql<{ at: Date }>`SELECT clock_timestamp() AS at`.execute(trx)) as { rows: [{ at: Date }] };
    await CREATE_FACTS.execute(trx);
    await FACTS.execute(trx);
    await trx.deleteFrom('funnel_counts').execute();
    await PLAIN_COUNTS.execute(trx);
    await categoryCounts(trx);
    await trx.updateTable('funnel_refresh').set({ counted_at: at }).execute();
    return at;
  });
}
