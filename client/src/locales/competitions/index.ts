import { addTranslations } from '../../lib/i18n';
import { competitionsEn } from './en';
import { competitionsSr } from './sr';

// Imported by the competition pages and the organizer area: their texts arrive with their code.
addTranslations({ en: competitionsEn, sr: competitionsSr });
