import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard';

export function LoginPage() {
  const { t } = useTranslation();
  return <AuthCard title={t('auth.login.title')} description={t('auth.login.description')} />;
}
