import { useTranslation } from 'react-i18next';
import { AppPage } from '../../features/app-shell/AppPage';
import { TwoFactorSetup } from '../../features/account/security/TwoFactorSetup';
import '../../locales/security';

/** /app/account/two-factor: set up or confirm two-step sign-in (staff come here before their area). */
export function TwoFactorPage() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('security.twoFactorTitle')}>
      <TwoFactorSetup />
    </AppPage>
  );
}
