import { loadTranslations } from '@/lib/i18n';

// Imported by the public results page only: a few lines, not the competition pages' texts.
loadTranslations({
  en: () => import('./en').then((texts) => texts.resultsTableEn),
  sr: () => import('./sr').then((texts) => texts.resultsTableSr),
});
