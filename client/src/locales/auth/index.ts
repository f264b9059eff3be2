import { loadTranslations } from '../../lib/i18n';

// Imported by the auth pages' code: these texts arrive with those pages, not with the first page load.
loadTranslations({
  en: () => import('./en').then((texts) => texts.authEn),
  sr: () => import('./sr').then((texts) => texts.authSr),
});
