import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard';
import { ResendVerificationForm } from '../../features/auth/ResendVerificationForm';

export function ResendVerifyEmailPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.resendVerifyEmail.title')} description={t('auth.resendVerifyEmail.description')}>
      <ResendVerificationForm />
    </AuthCard>
  );
}
