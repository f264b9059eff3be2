import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> · <site>" in the current language, so tabs, history and screen readers name the page. */
/** The server's prerender (entry-server.tsx) reads the title a page asked for here. */
export const serverDocument = { title: '' };

function setServerTitle(title: string) {
  serverDocument.title = title;
}

export function useDocumentTitle(pageTitle: string) {
  const { t } = useTranslation();
  const siteName = t('brand.name');
  if (import.meta.env.SSR) setServerTitle(`${pageTitle} · ${siteName}`);
  useEffect(() => {
    document.title = `${pageTitle} · ${siteName}`;
  }, [pageTitle, siteName]);
}
