import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { AuthFooter, AuthPrompt } from './AuthLink';
import { CtfdNotice, ctfdClientIdOf, useWithRedirect } from './CtfdNotice';
import { EmailRequestForm } from './EmailRequestForm';
import { MailSentNotice } from './FormNotice';
import { loadApi } from './lazy-api';

/** Asks for a new verification e-mail; the answer is the same whether or not the address has an account. */
export function ResendVerificationForm() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const withRedirect = useWithRedirect();
  // On the way to a CTFd: the new link leads back there too (issue 13).
  const ctfdClientId = ctfdClientIdOf(searchParams.get('redirect_uri'));

  return (
    <Stack gap="5">
      <CtfdNotice />
      {sent === null ? (
        <EmailRequestForm
          action="resend"
          send={async (input, botCheckToken) =>
            (await loadApi()).auth.resendVerification.mutate(ctfdClientId ? { ...input, ctfdClientId } : input, {
              context: { botCheckToken },
            })
          }
          onSent={(message, email) => setSent({ message, email })}
          initialEmail={searchParams.get('email') ?? ''}
          texts="auth.resendVerifyEmail"
        />
      ) : (
        <MailSentNotice title={t('auth.resendVerifyEmail.successTitle')} sent={sent} />
      )}
      <AuthFooter>
        <AuthPrompt to={withRedirect(PATHS.login)} linkText={t('auth.backToLogin')} />
      </AuthFooter>
    </Stack>
  );
}
