import { useTranslation } from 'react-i18next';
import { HomeHero } from '../features/home/HomeHero';
import { useDocumentTitle } from '../lib/use-document-title';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return <HomeHero />;
}
