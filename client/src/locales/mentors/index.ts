import { loadTranslations } from '../../lib/i18n';

// Imported by the schools-and-mentors parts (school link, confirmation, mentor view, account and admin blocks).
loadTranslations({
  en: () => import('./en').then((texts) => texts.mentorsEn),
  sr: () => import('./sr').then((texts) => texts.mentorsSr),
});
