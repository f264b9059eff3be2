import { useTranslation } from 'react-i18next';
import { AccountOverview } from '../../features/account/AccountOverview';
import { AppPage } from '../../features/app-shell/AppPage';
import '../../locales/account';

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('account.title')}>
      <AccountOverview />
    </AppPage>
  );
}
