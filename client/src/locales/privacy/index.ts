import { loadTranslations } from '../../lib/i18n';

// Imported by the privacy page only: its long texts never weigh on another page's first load.
loadTranslations({
  en: () => import('./en').then((texts) => texts.privacyEn),
  sr: () => import('./sr').then((texts) => texts.privacySr),
});
