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
/**
 * The same choice as a cookie, so the server can send the public pages prerendered in it
 * (server/src/plugins/static-client.ts reads LANGUAGE_COOKIE; docs/decisions.md).
 */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const isBrowser = typeof document !== 'undefined';

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

function readCookieLanguage(): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return isLanguage(match?.[1]) ? match[1] : null;
}

function writeCookie(lng: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

// Storage can be unavailable (blocked cookies, some private modes); the language then lasts for the visit.
function readStoredLanguage(): Language {
  if (!isBrowser) return DEFAULT_LANGUAGE;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    const cookie = readCookieLanguage();
    const lng = isLanguage(stored) ? stored : (cookie ?? DEFAULT_LANGUAGE);
    // A choice made before the cookie existed: the server learns it from the next page load on.
    if (cookie !== lng && (cookie !== null || lng !== DEFAULT_LANGUAGE)) writeCookie(lng);
    return lng;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(lng: Language) {
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
    writeCookie(lng);
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

/** The server's prerender (entry-server.tsx): each page is rendered in one language, then the other. */
export async function setRenderLanguage(lng: Language) {
  await i18n.changeLanguage(lng);
}

i18n.on('languageChanged', (lng) => {
  if (isBrowser) document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
});

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: translations[lng] }])),
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
});
if (isBrowser) document.documentElement.lang = currentLanguage();
