import type { TPlaygroundProgress } from '@ctf/shared/schemas/playground';
import type { TFunction } from 'i18next';

/** Categories named on the card; the rest are "…". */
export const SHOWN_CATEGORIES = 3;

/** The plural form of `count` in `language` among the forms the texts have (English has no "few"). */
export function pluralForm(language: string, count: number): 'one' | 'few' | 'other' {
  const form = new Intl.PluralRules(language).select(count);
  return form === 'one' || form === 'few' ? form : 'other';
}

/**
 * "12 challenges solved: web 5, crypto 4, pwn 2, …": the most solved categories by the names CTFd
 * gives them; with none solved, a sentence saying so.
 */
export function progressSummary(t: TFunction, language: string, progress: TPlaygroundProgress): string {
  const key = 'app.dashboard.playgroundProgress';
  if (progress.total === 0) return t(`${key}.none`);
  const solved = t(`${key}.solved.${pluralForm(language, progress.total)}`, { count: progress.total });
  const named: string[] = progress.by_category
    .slice(0, SHOWN_CATEGORIES)
    .map(({ category, solves }) =>
      t(`${key}.category`, { category: category || t(`${key}.noCategory`), count: solves }),
    );
  if (progress.by_category.length > SHOWN_CATEGORIES) named.push(t(`${key}.more`));
  return t(`${key}.byCategory`, { solved, categories: named.join(', ') });
}
