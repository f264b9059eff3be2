import { addTranslations } from '../../lib/i18n';
import { authEn } from './en';
import { authSr } from './sr';

// Imported by the auth pages' code: these texts arrive with those pages, not with the first page load.
addTranslations({ en: authEn, sr: authSr });
