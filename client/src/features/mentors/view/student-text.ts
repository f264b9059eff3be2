import type { TFunction } from 'i18next';
import type { MentorStudent } from '@ctf/shared/schemas/mentors';

/**
 * Playground progress in a line: "12 solved: web 5, crypto 4" (most solved first, then by name),
 * "none solved yet", or that it is not recorded for this student.
 */
export function playgroundText(t: TFunction, playground: MentorStudent['playground']): string {
  if (!playground) return t('mentors.view.playgroundUnknown');
  if (playground.total === 0) return t('mentors.view.playgroundNone');
  const parts = Object.entries(playground.by_category)
    .filter(([, count]) => count > 0)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([category, count]) => `${category} ${count}`);
  return parts.length === 0
    ? t('mentors.view.playgroundTotal', { total: playground.total })
    : t('mentors.view.playgroundSolved', { total: playground.total, list: parts.join(', ') });
}

/** One result in words: "Kvalifikacije 2026: 3. (1200)", or the score alone without a place. */
export function resultText(t: TFunction, result: MentorStudent['results'][number]): string {
  return result.place === null
    ? t('mentors.view.resultScore', { competition: result.competition, score: result.score })
    : t('mentors.view.resultPlace', { competition: result.competition, place: result.place, score: result.score });
}
