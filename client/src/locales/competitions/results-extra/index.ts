import { loadTranslations } from '@/lib/i18n';

// Imported by the season index and the category filter only: a public results page without
// categories does not carry them.
loadTranslations({
  en: () => import('./en').then((texts) => texts.resultsExtraEn),
  sr: () => import('./sr').then((texts) => texts.resultsExtraSr),
});
