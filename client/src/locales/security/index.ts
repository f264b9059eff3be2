import { loadTranslations } from '../../lib/i18n';

// Imported by the account security pages: their texts arrive with their code.
loadTranslations({
  en: () => import('./en').then((texts) => texts.securityEn),
  sr: () => import('./sr').then((texts) => texts.securitySr),
});
