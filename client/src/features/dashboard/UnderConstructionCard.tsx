import { useTranslation } from 'react-i18next';
import { ConstructionIcon } from '../app-shell/icons';
import { InfoCard } from '../app-shell/InfoCard';

export function UnderConstructionCard() {
  const { t } = useTranslation();
  return (
    <InfoCard
      data-testid="under-construction-card"
      icon={<ConstructionIcon />}
      title={t('app.dashboard.underConstructionTitle')}
      text={t('app.dashboard.underConstructionText')}
    />
  );
}
