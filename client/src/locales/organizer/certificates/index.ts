import { loadTranslations } from '../../../lib/i18n';

// Imported by the certificates tab of a competition and by the team roster page (the admin area).
loadTranslations({
  en: () => import('./en').then((texts) => texts.certificatesStaffEn),
  sr: () => import('./sr').then((texts) => texts.certificatesStaffSr),
});
