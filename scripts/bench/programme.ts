// The national programme at national scale (issue 31 item 7), for bench:lists: the eligibility answer
// for one player, and the stage-gate preview over a qualification's 20,000 results. Prepared on the
// seed:scale data (idempotent): the scale qualification's season gets a junior and a senior category,
// a finals competition, and one result per registration.
import { sql } from 'kysely';
import type { Database } from '../../server/src/db/database';
import { findCompetitionRow } from '../../server/src/services/competitions/competitions';
import { competitionEligibility } from '../../server/src/services/programme/eligibility';
import { previewStageGate } from '../../server/src/services/programme/stage-gate';
import { SCALE_SLUG } from '../seed-scale';

export const SCALE_FINALS_SLUG = 'scale-finals';
export const GATE_PREVIEW_TARGET_MS = 300;

export async function prepareProgramme(db: Database) {
  const quals = await findCompetitionRow(db, SCALE_SLUG);
  const referenceDate = `${new Date().getFullYear()}-12-01`;
  await db
    .insertInto('season_categories')
    .values([
      {
        season_id: quals.season_id,
        code: 'junior',
        name: 'Juniori',
        age_max: 20,
        reference_date: referenceDate,
        position: 1,
      },
      {
        season_id: quals.season_id,
        code: 'senior',
        name: 'Seniori',
        age_min: 21,
        age_max: 25,
        reference_date: referenceDate,
        position: 2,
      },
      // A school level and no age window: the filter that reads the most applications.
      {
        season_id: quals.season_id,
        code: 'srednjoskolci',
        name: 'Srednjoškolci',
        school_levels: ['high_school'],
        reference_date: referenceDate,
        position: 3,
      },
    ])
    .onConflict((oc) => oc.columns(['season_id', 'code']).doNothing())
    .execute();
  await db
    .insertInto('competitions')
    .values({
      name: 'Finale (skala)',
      slug: SCALE_FINALS_SLUG,
      visibility: 'public',
      stage: 'finals',
      season_id: quals.season_id,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const { n } = await db
    .selectFrom('competition_results')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('competition_id', '=', quals.id)
    .executeTakeFirstOrThrow();
  if (Number(n) === 0)
    await sql`
      INSERT INTO competition_results (competition_id, place, username, score)
      SELECT ${quals.id}, row_number() OVER (ORDER BY r.id), u.username, 100000 - row_number() OVER (ORDER BY r.id)
        FROM competition_registrations r JOIN users u ON u.id = r.user_id
       WHERE r.competition_id = ${quals.id}`.execute(db);
  const player = await db
    .selectFrom('competition_registrations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.roles'])
    .where('r.competition_id', '=', quals.id)
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const finals = await findCompetitionRow(db, SCALE_FINALS_SLUG);
  const results =
    Number(n) ||
    (
      await db
        .selectFrom('competition_results')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('competition_id', '=', quals.id)
        .executeTakeFirstOrThrow()
    ).n;
  return {
    seasonId: quals.season_id,
    results: Number(results),
    /** The eligibility answer, and its floor: the player's application read alone. */
    eligibility: () => competitionEligibility(db, player, quals),
    eligibilityFloor: () =>
      db
        .selectFrom('competitor_applications')
        .select(['status', 'date_of_birth'])
        .where('user_id', '=', player.id)
        .where('is_current', '=', true)
        .executeTakeFirst(),
    /** The stage gate's preview, and its floor: the qualification's results read alone. */
    preview: () =>
      previewStageGate(db, finals, {
        source_slug: SCALE_SLUG,
        quotas: [
          { category: 'junior', count: 20 },
          { category: 'senior', count: 10 },
        ],
      }),
    previewFloor: () =>
      db
        .selectFrom('competition_results')
        .select(['place', 'username', 'score'])
        .where('competition_id', '=', quals.id)
        .execute(),
  };
}
