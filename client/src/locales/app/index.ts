import { loadTranslations } from '../../lib/i18n';

// Imported by the signed-in, organizer and admin areas: their texts arrive with their code.
loadTranslations({
  en: () => import('./en').then((texts) => texts.appEn),
  sr: () => import('./sr').then((texts) => texts.appSr),
});
