import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  return <AuthCard title={t('auth.verifyEmail.title')} description={t('auth.verifyEmail.description')} />;
}
