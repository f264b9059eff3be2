import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/AuthCard';
import { LoginForm } from '../../features/auth/LoginForm';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.login.title')} description={t('auth.login.description')}>
      <LoginForm />
    </AuthCard>
  );
}
