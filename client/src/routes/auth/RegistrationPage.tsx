import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard';
import { RegistrationForm } from '../../features/auth/RegistrationForm';

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.registration.title')} description={t('auth.registration.description')}>
      <RegistrationForm />
    </AuthCard>
  );
}
