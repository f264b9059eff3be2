import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '../../features/areas/AreaPlaceholder';

/** /admin/*: only admins reach this chunk (the route's guard decides before it is fetched). */
export function AdminArea() {
  const { t } = useTranslation();
  return <AreaPlaceholder title={t('admin.title')} text={t('admin.text')} backLabel={t('admin.back')} />;
}
