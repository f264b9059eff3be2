import { addTranslations } from '../../lib/i18n';
import { adminEn } from './en';
import { adminSr } from './sr';

// Imported by the admin area's layout: these texts arrive with the area's code, only for admins.
addTranslations({ en: adminEn, sr: adminSr });
