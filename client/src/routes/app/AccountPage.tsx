import { useTranslation } from 'react-i18next';
import { AppPage } from '../../features/app-shell/AppPage';
import { ComingSoon } from '../../features/app-shell/ComingSoon';

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('app.account.title')}>
      <ComingSoon title={t('app.comingSoon')} text={t('app.account.comingSoon')} />
    </AppPage>
  );
}
