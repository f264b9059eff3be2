import { loadTranslations } from '../../lib/i18n';

// Imported by the admin area's layout: these texts arrive with the area's code, only for admins.
loadTranslations({
  en: () => import('./en').then((texts) => texts.adminEn),
  sr: () => import('./sr').then((texts) => texts.adminSr),
});
