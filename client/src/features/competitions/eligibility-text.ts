import { DEFAULT_LANGUAGE, isLanguage } from '@ctf/shared/i18n/languages';
import { belgradeDate } from '@ctf/shared/programme/age';
import { formatLongDay } from '@ctf/shared/long-dates';
import type { EligibilityReason } from '@ctf/shared/schemas/programme';
import type { TFunction } from 'i18next';
import { PATHS } from '../../lib/paths';

/** What of a competition its reasons are said with. */
export interface EligibilityCompetition {
  age_min: number | null;
  age_max: number | null;
  age_reference_date: string | null;
  starts_at: string | null;
  allowed_categories: readonly string[];
  season: string;
  requires_accepted_competitor: boolean;
}

/** A reason said in words, with the next step where there is one. */
export interface ReasonText {
  reason: EligibilityReason;
  text: string;
  action: { label: string; to: string } | null;
}

/**
 * Why the user may not register, each reason in words (the age limits with their day, as the server
 * counts them: the competition's reference date, else its start day, else today). A closed
 * registration is left to the card's dates and the registration page's own text.
 */
export function eligibilityTexts(
  t: TFunction,
  language: string,
  competition: EligibilityCompetition,
  reasons: readonly EligibilityReason[],
  now = new Date(),
): ReasonText[] {
  const day =
    competition.age_reference_date ?? belgradeDate(competition.starts_at ? new Date(competition.starts_at) : now);
  const date = formatLongDay(isLanguage(language) ? language : DEFAULT_LANGUAGE, day);
  const { age_min: min, age_max: max } = competition;
  const ageText = () => {
    if (min !== null && max !== null) return t('competitions.eligibility.ageBetween', { min, max, date });
    if (max !== null) return t('competitions.eligibility.ageAtMost', { max, date });
    return t('competitions.eligibility.ageAtLeast', { min: min ?? 0, date });
  };
  return reasons
    .filter((reason) => reason !== 'REGISTRATION_CLOSED')
    .map((reason): ReasonText => {
      switch (reason) {
        case 'NOT_A_COMPETITOR':
          return {
            reason,
            text: t(
              competition.requires_accepted_competitor
                ? 'competitions.eligibility.acceptedApplication'
                : 'competitions.eligibility.application',
            ),
            action: { label: t('competitions.eligibility.toApplication'), to: PATHS.competitorWizard },
          };
        case 'DISCORD_REQUIRED':
          return {
            reason,
            text: t('competitions.eligibility.discord'),
            action: { label: t('competitions.eligibility.linkDiscord'), to: PATHS.account },
          };
        case 'ROLE_REQUIRED':
          return { reason, text: t('competitions.eligibility.role'), action: null };
        case 'AGE_BELOW_MIN':
        case 'AGE_ABOVE_MAX':
          return { reason, text: ageText(), action: null };
        case 'CATEGORY_NOT_ALLOWED':
          return {
            reason,
            text: t('competitions.eligibility.categories', {
              season: competition.season,
              categories: competition.allowed_categories.join(', '),
            }),
            action: null,
          };
        default:
          return { reason, text: t('competitions.eligibility.closed'), action: null };
      }
    });
}
