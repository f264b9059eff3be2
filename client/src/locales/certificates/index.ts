import { loadTranslations } from '../../lib/i18n';

// Imported by the check page and by the lists that name certificate kinds (account, organizer).
loadTranslations({
  en: () => import('./en').then((texts) => texts.certificateCheckEn),
  sr: () => import('./sr').then((texts) => texts.certificateCheckSr),
});
