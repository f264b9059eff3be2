import { addTranslations } from '../../../lib/i18n';
import { resultsTableEn } from './en';
import { resultsTableSr } from './sr';

// Imported by the public results page only: a few lines, not the competition pages' texts.
addTranslations({ en: resultsTableEn, sr: resultsTableSr });
