import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../features/auth/AuthCard';
import { VerifyEmailStatus } from '../../features/auth/VerifyEmailStatus';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title={t('auth.verifyEmail.title')} description={t('auth.verifyEmail.description')}>
      <VerifyEmailStatus token={searchParams.get('token')} ctfdClientId={searchParams.get('ctfd')} />
    </AuthCard>
  );
}
