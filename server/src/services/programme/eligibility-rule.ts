import { type EligibilityReason } from '@ctf/shared/schemas/programme';
import { isRegistrationOpen } from '@ctf/shared/schemas/competition';
import { ageOn, belgradeDate } from '@ctf/shared/programme/age';
import type { ProgrammeApplication } from './people';

/** What of a competition the eligibility rule reads. */
export interface EligibilityCompetition {
  required_role: string | null;
  age_min: number | null;
  age_max: number | null;
  age_reference_date: string | null;
  allowed_categories: readonly string[];
  requires_accepted_competitor: boolean;
  starts_at: Date | null;
  registration_starts_at: Date | null;
  registration_ends_at: Date | null;
}

/** What of a person the rule reads: computed, never typed by them. */
export interface EligibilityFacts {
  application: ProgrammeApplication | null;
  discord: boolean;
  roles: readonly string[];
  /** Their categories in the competition's season. */
  categories: readonly string[];
}

/** The day a competition's age limits are taken on: its own reference date, else its start day (else today). */
export function ageReferenceDate(competition: EligibilityCompetition, now: Date): string {
  return competition.age_reference_date ?? belgradeDate(competition.starts_at ?? now);
}

/**
 * Who may register for a competition, with every reason they may not, in the order of
 * ELIGIBILITY_REASONS. One rule for the eligibility answer, the registration and the competition card.
 * - An accepted competitor application is needed unless the organizer turned that off; then a pending
 *   one is enough (a registration copies the application's names, birth date and school). Entering a
 *   warm-up (`entry`) with the rule off needs no application at all unless an age or category limit
 *   must be read off one: warm-ups stay open to every signed-in user.
 * - Ages are whole years on the reference date, from the application's birth date.
 * - Allowed categories (none: any) need the person in at least one of them, which only an accepted
 *   application gives.
 */
export function eligibilityReasons(
  competition: EligibilityCompetition,
  facts: EligibilityFacts,
  now: Date = new Date(),
  { entry = false }: { entry?: boolean } = {},
): EligibilityReason[] {
  const reasons: EligibilityReason[] = [];
  const { application } = facts;
  const usable = competition.requires_accepted_competitor
    ? application?.status === 'accepted'
    : application !== null && application.status !== 'rejected';
  // Entering without registering (a warm-up) needs an application only when the competition asks for
  // an accepted one or has limits only an application can answer (a birth date, a category).
  const needsApplication =
    !entry ||
    competition.requires_accepted_competitor ||
    competition.age_min !== null ||
    competition.age_max !== null ||
    competition.allowed_categories.length > 0;
  if (needsApplication && !usable) reasons.push('NOT_A_COMPETITOR');
  if (!facts.discord) reasons.push('DISCORD_REQUIRED');
  if (competition.required_role !== null && !facts.roles.includes(competition.required_role))
    reasons.push('ROLE_REQUIRED');
  if (application !== null) {
    const age = ageOn(application.date_of_birth, ageReferenceDate(competition, now));
    if (competition.age_min !== null && age < competition.age_min) reasons.push('AGE_BELOW_MIN');
    if (competition.age_max !== null && age > competition.age_max) reasons.push('AGE_ABOVE_MAX');
  }
  if (
    competition.allowed_categories.length > 0 &&
    !facts.categories.some((code) => competition.allowed_categories.includes(code))
  )
    reasons.push('CATEGORY_NOT_ALLOWED');
  if (!isRegistrationOpen(competition, now)) reasons.push('REGISTRATION_CLOSED');
  return reasons;
}
