import { loadTranslations } from '../../lib/i18n';

// Imported by the competition pages and the organizer area: their texts arrive with their code.
loadTranslations({
  en: () => import('./en').then((texts) => texts.competitionsEn),
  sr: () => import('./sr').then((texts) => texts.competitionsSr),
});
