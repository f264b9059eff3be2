import { useTranslation } from 'react-i18next';
import { AppPage } from '../../features/app-shell/AppPage';
import { CompetitorWizard } from '../../features/competitor/CompetitorWizard';
import '../../locales/account';

export function CompetitorWizardPage() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('account.wizard.title')}>
      <CompetitorWizard />
    </AppPage>
  );
}
