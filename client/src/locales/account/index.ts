import { addTranslations } from '../../lib/i18n';
import { accountEn } from './en';
import { accountSr } from './sr';

// Imported by the account page and the competitor wizard: their texts arrive with their code.
addTranslations({ en: accountEn, sr: accountSr });
