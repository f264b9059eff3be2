import type { Eligibility } from '@ctf/shared/schemas/programme';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { hasDiscord } from '../account/external-accounts';
import type { Viewer } from '../auth/viewer';
import type { CompetitionRow } from '../competitions/competitions';
import { type EligibilityFacts, eligibilityReasons } from './eligibility-rule';
import { categoryPersonOf, currentApplicationOf, personCategories } from './people';

/** Everything the rule reads about a person, for the given seasons: three queries. */
export async function eligibilityFactsOf(db: Database, user: Pick<Viewer, 'id' | 'roles'>, seasonIds: number[]) {
  const [application, discord] = await Promise.all([currentApplicationOf(db, user.id), hasDiscord(db, user.id)]);
  const categories = await personCategories(db, categoryPersonOf(application, user.roles), seasonIds);
  return (seasonId: number): EligibilityFacts => ({
    application,
    discord,
    roles: user.roles,
    categories: categories.get(seasonId) ?? [],
  });
}

/** `GET /competitions/{slug}/eligibility/@me`: whether the caller may register, and why not. */
export async function competitionEligibility(
  db: Database,
  user: Pick<Viewer, 'id' | 'roles'>,
  competition: CompetitionRow,
  now = new Date(),
): Promise<Eligibility> {
  const facts = (await eligibilityFactsOf(db, user, [competition.season_id]))(competition.season_id);
  const reasons = eligibilityReasons(competition, facts, now);
  return { eligible: reasons.length === 0, categories: [...facts.categories], reasons };
}

/** Refuses with the first reason (its code), the others listed in the error's data. */
export async function assertEligible(
  db: Database,
  user: Pick<Viewer, 'id' | 'roles'>,
  competition: CompetitionRow,
  now = new Date(),
) {
  const { reasons } = await competitionEligibility(db, user, competition, now);
  if (reasons.length > 0) throw new AppError(reasons[0]!);
}
