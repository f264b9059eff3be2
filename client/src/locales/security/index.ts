import { addTranslations } from '../../lib/i18n';
import { securityEn } from './en';
import { securitySr } from './sr';

// Imported by the account security pages: their texts arrive with their code.
addTranslations({ en: securityEn, sr: securitySr });
