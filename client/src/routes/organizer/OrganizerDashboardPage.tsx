import { useTranslation } from 'react-i18next';
import { OrganizerPage } from '../../features/organizer/OrganizerPage';

/** Spec: the organizer dashboard shows a title and an overview. */
export function OrganizerDashboardPage() {
  const { t } = useTranslation();
  return (
    <OrganizerPage
      title={t('organizerArea.dashboard.title')}
      heading={t('organizerArea.dashboard.heading')}
      description={t('organizerArea.dashboard.overview')}
    />
  );
}
