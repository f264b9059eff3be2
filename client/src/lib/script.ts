import { listedNameIn } from '@ctf/shared/transliteration';
import { useTranslation } from 'react-i18next';

// One function per language, so a component can list it among a memo's dependencies.
const inSerbian = (name: string) => listedNameIn('sr', name);
const inEnglish = (name: string) => listedNameIn('en', name);

/**
 * Names from the platform's lists (institutions, cities, competitions), stored as written (mostly in
 * Latin), in the script of the interface: Cyrillic in Serbian (docs/glossary.md), as stored in
 * English. Forms still show and save the stored spelling.
 */
export function useInterfaceScript(): (name: string) => string {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'sr' ? inSerbian : inEnglish;
}
