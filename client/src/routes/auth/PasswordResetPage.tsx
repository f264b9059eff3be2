import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../features/auth/AuthCard';
import { PasswordResetForm } from '../../features/auth/PasswordResetForm';

export function PasswordResetPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title={t('auth.passwordReset.title')} description={t('auth.passwordReset.description')}>
      <PasswordResetForm token={searchParams.get('token')} />
    </AuthCard>
  );
}
