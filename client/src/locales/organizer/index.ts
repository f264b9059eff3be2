import { addTranslations } from '../../lib/i18n';
import '../competitions';
import { organizerEn } from './en';
import { organizerSr } from './sr';

// Imported by the organizer area's code, with the competition words it shares (../competitions).
addTranslations({ en: organizerEn, sr: organizerSr });
