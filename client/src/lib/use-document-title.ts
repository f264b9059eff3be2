import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> · <site>" in the current language, so tabs, history and screen readers name the page. */
export function useDocumentTitle(pageTitle: string) {
  const { t } = useTranslation();
  const siteName = t('brand.name');
  useEffect(() => {
    document.title = `${pageTitle} · ${siteName}`;
  }, [pageTitle, siteName]);
}
