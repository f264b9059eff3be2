import { loadTranslations } from '../../lib/i18n';
import '../competitions';

// Imported by the organizer area's code, with the competition words it shares (../competitions).
loadTranslations({
  en: () => import('./en').then((texts) => texts.organizerEn),
  sr: () => import('./sr').then((texts) => texts.organizerSr),
});
