import { addTranslations } from '../../lib/i18n';
import { privacyEn } from './en';
import { privacySr } from './sr';

// Imported by the privacy page only: its long texts never weigh on another page's first load.
addTranslations({ en: privacyEn, sr: privacySr });
