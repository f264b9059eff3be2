import { useTranslation } from 'react-i18next';
import { AreaPlaceholder } from '../../features/areas/AreaPlaceholder';

/** /organizer/*: only organizers reach this chunk (the route's guard decides before it is fetched). */
export function OrganizerArea() {
  const { t } = useTranslation();
  return <AreaPlaceholder title={t('organizer.title')} text={t('organizer.text')} backLabel={t('organizer.back')} />;
}
