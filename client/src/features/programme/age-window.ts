import { isLanguage, DEFAULT_LANGUAGE } from '@ctf/shared/i18n/languages';
import { formatLongDay } from '@ctf/shared/long-dates';
import type { Category } from '@ctf/shared/schemas/programme';
import type { TFunction } from 'i18next';

/**
 * A category's age window in words, on its reference date (under the column "Age"): "20 or younger on
 * 1 December 2026", „Највише 20 на дан 1. децембра 2026.”; "Any age" without bounds.
 */
export function ageWindowText(
  t: TFunction,
  language: string,
  { age_min: min, age_max: max, reference_date }: Pick<Category, 'age_min' | 'age_max' | 'reference_date'>,
): string {
  const date = formatLongDay(isLanguage(language) ? language : DEFAULT_LANGUAGE, reference_date);
  if (min !== null && max !== null) return t('organizerArea.seasons.age.between', { min, max, date });
  if (max !== null) return t('organizerArea.seasons.age.atMost', { max, date });
  if (min !== null) return t('organizerArea.seasons.age.atLeast', { min, date });
  return t('organizerArea.seasons.age.any');
}
