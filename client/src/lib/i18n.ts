import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@ctf/shared/i18n/languages';
import type { accountEn } from '../locales/account/en';
import type { adminEn } from '../locales/admin/en';
import type { appEn } from '../locales/app/en';
import type { authEn } from '../locales/auth/en';
import type { competitionsEn } from '../locales/competitions/en';
import type { resultsTableEn } from '../locales/competitions/results/en';
import type { en } from '../locales/en';
import type { organizerEn } from '../locales/organizer/en';
import type { privacyEn } from '../locales/privacy/en';
import type { securityEn } from '../locales/security/en';
import { translations } from '../locales';

const STORAGE_KEY = 'lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The public texts load with the first page; the areas' texts with their code (addTranslations).
    resources: {
      translation: typeof en &
        typeof authEn &
        typeof appEn &
        typeof accountEn &
        typeof adminEn &
        typeof competitionsEn &
        typeof resultsTableEn &
        typeof organizerEn &
        typeof securityEn &
        typeof privacyEn;
    };
  }
}

// Storage can be unavailable (blocked cookies, some private modes); the language then lasts for the visit.
function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(lng: Language) {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // Not persisted; see readStoredLanguage.
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Adds an area's texts in every language; called when the area's code is first loaded. */
export function addTranslations(bundles: Record<Language, object>) {
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, 'translation', bundles[lng], true, true);
}

export async function changeLanguage(lng: Language) {
  storeLanguage(lng);
  await i18n.changeLanguage(lng);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
});

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: translations[lng] }])),
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = currentLanguage();
