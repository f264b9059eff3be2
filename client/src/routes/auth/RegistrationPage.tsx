import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard';

export function RegistrationPage() {
  const { t } = useTranslation();
  return <AuthCard title={t('auth.registration.title')} description={t('auth.registration.description')} />;
}
