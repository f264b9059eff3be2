import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@ctf/shared/i18n/languages';
import type { accountEn } from '../locales/account/en';
import type { adminEn } from '../locales/admin/en';
import type { appEn } from '../locales/app/en';
import type { authEn } from '../locales/auth/en';
import type { certificateCheckEn } from '../locales/certificates/en';
import type { dataTableEn } from '../locales/data-table/en';
import type { competitionsEn } from '../locales/competitions/en';
import type { resultsTableEn } from '../locales/competitions/results/en';
import type { resultsExtraEn } from '../locales/competitions/results-extra/en';
import type { en } from '../locales/en';
import type { mentorsEn } from '../locales/mentors/en';
import type { organizerEn } from '../locales/organizer/en';
import type { certificatesStaffEn } from '../locales/organizer/certificates/en';
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
    // The public texts load with the first page; the areas' texts with their code (loadTranslations).
    resources: {
      translation: typeof en &
        typeof authEn &
        typeof appEn &
        typeof accountEn &
        typeof adminEn &
        typeof competitionsEn &
        typeof resultsTableEn &
        typeof resultsExtraEn &
        typeof organizerEn &
        typeof securityEn &
        typeof privacyEn &
        typeof dataTableEn &
        typeof mentorsEn &
        typeof certificateCheckEn &
        typeof certificatesStaffEn;
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

/** One area's texts, a module per language: a visitor's browser fetches only the language shown. */
export type AreaTexts = Record<Language, () => Promise<object>>;

/** Each area's texts by language, as they load (a failed load is forgotten, to be tried again). */
const areaLoads = new Map<AreaTexts, Partial<Record<Language, Promise<void>>>>();

function addAreaTexts(area: AreaTexts, lng: Language): Promise<void> {
  const loads = areaLoads.get(area) ?? {};
  areaLoads.set(area, loads);
  loads[lng] ??= area[lng]().then(
    (texts) => void i18n.addResourceBundle(lng, 'translation', texts, true, true),
    (error: unknown) => {
      delete loads[lng];
      throw error;
    },
  );
  return loads[lng];
}

/** The languages a page needs texts in: the one shown, or both in the prerenderer, which renders each. */
const neededLanguages = (): readonly Language[] => (isBrowser ? [currentLanguage()] : LANGUAGES);

/**
 * Called by an area's locale module when the area's code is first loaded: starts fetching its texts
 * in the language shown (the other follows when the visitor switches). Lazy parts render only after
 * `translationsLoaded`, so the area's components never show before their texts.
 */
export function loadTranslations(area: AreaTexts): void {
  for (const lng of neededLanguages()) addAreaTexts(area, lng).catch(() => undefined);
}

/** Resolves when every area asked for so far has its texts in the needed languages (lib/lazy-part awaits it). */
export async function translationsLoaded(): Promise<void> {
  const languages = neededLanguages();
  await Promise.all([...areaLoads.keys()].flatMap((area) => languages.map((lng) => addAreaTexts(area, lng))));
}

export async function changeLanguage(lng: Language) {
  await Promise.all([...areaLoads.keys()].map((area) => addAreaTexts(area, lng)));
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
