import { loadTranslations } from '../../lib/i18n';

// Imported by the account page and the competitor wizard: their texts arrive with their code.
loadTranslations({
  en: () => import('./en').then((texts) => texts.accountEn),
  sr: () => import('./sr').then((texts) => texts.accountSr),
});
