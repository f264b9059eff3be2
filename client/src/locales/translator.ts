import { createInstance, type TFunction } from 'i18next';

/**
 * One area's texts in one language, in an i18next instance of their own: what a test of a
 * text-building function translates with, apart from the app's instance and its lazy loading.
 */
export async function translatorOf(lng: 'sr' | 'en', texts: { en: object; sr: object }): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { en: { translation: texts.en }, sr: { translation: texts.sr } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
