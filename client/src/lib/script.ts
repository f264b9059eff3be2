import { latinToCyrillic } from '@ctf/shared/transliteration';
import { useTranslation } from 'react-i18next';

const asStored = (name: string) => name;

/**
 * Names kept as written, mostly in Latin (institutions, cities), in the script of the interface:
 * Cyrillic in Serbian (docs/glossary.md), as stored in English.
 */
export function useInterfaceScript(): (name: string) => string {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'sr' ? latinToCyrillic : asStored;
}
