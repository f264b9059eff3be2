import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/paths';
import { AuthFooter, AuthPrompt } from './AuthLink';
import { EmailRequestForm } from './EmailRequestForm';
import { FormNotice } from './FormNotice';
import { loadApi } from './lazy-api';

/** Asks for a new verification e-mail; the answer is the same whether or not the address has an account. */
export function ResendVerificationForm() {
  const { t } = useTranslation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <Stack gap="5">
      {sentMessage === null ? (
        <EmailRequestForm
          action="resend"
          send={async (input, botCheckToken) =>
            (await loadApi()).auth.resendVerification.mutate(input, { context: { botCheckToken } })
          }
          onSent={setSentMessage}
          submitLabel={t('auth.resendVerifyEmail.submit')}
          submittingLabel={t('auth.resendVerifyEmail.submitting')}
        />
      ) : (
        <FormNotice status="success" title={t('auth.resendVerifyEmail.successTitle')}>
          {sentMessage}
        </FormNotice>
      )}
      <AuthFooter>
        <AuthPrompt to={PATHS.login} linkText={t('auth.backToLogin')} />
      </AuthFooter>
    </Stack>
  );
}
