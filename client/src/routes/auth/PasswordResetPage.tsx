import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard';

export function PasswordResetPage() {
  const { t } = useTranslation();
  return <AuthCard title={t('auth.passwordReset.title')} description={t('auth.passwordReset.description')} />;
}
