import { addTranslations } from '../../lib/i18n';
import { appEn } from './en';
import { appSr } from './sr';

// Imported by the signed-in, organizer and admin areas: their texts arrive with their code.
addTranslations({ en: appEn, sr: appSr });
