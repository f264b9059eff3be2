import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotPassword.title')} description={t('auth.forgotPassword.description')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
