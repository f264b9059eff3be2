import { useTranslation } from 'react-i18next';
import { AdminPage } from '../components/AdminPage';
import { ExportSection } from './ExportSection';
import { ImportSection } from './ImportSection';

/** /admin/moving-in: data from the previous platform in (checked, then imported), and all of it out. */
export function MovingIn() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.movingIn.title')} description={t('admin.movingIn.description')}>
      <ImportSection />
      <ExportSection />
    </AdminPage>
  );
}
