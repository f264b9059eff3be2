import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { PATHS } from '../../lib/paths';
import { AuthFooter, AuthPrompt } from './AuthLink';
import { EmailRequestForm } from './EmailRequestForm';
import { loadApi } from './lazy-api';

/** Spec section 8: on success the server's (neutral) message, or a default, and back to login. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return (
    <Stack gap="5">
      <EmailRequestForm
        action="forgot"
        initialEmail={searchParams.get('email') ?? ''}
        send={async (input, botCheckToken) =>
          (await loadApi()).auth.sendPasswordReset.mutate(input, { context: { botCheckToken } })
        }
        onSent={(message, email) => {
          notify({
            type: 'success',
            title: message || t('auth.forgotPassword.success'),
            description: t('auth.lookForMail', { email }),
            duration: 8000,
          });
          void navigate(PATHS.login);
        }}
        texts="auth.forgotPassword"
      />
      <AuthFooter>
        <AuthPrompt to={PATHS.login} linkText={t('auth.backToLogin')} />
      </AuthFooter>
    </Stack>
  );
}
