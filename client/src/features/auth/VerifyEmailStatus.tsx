import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf, serverMessageOf } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { AuthFooter, AuthPrompt } from './AuthLink';
import { FormNotice } from './FormNotice';
import { type CtfdTarget, useCtfdTarget } from './CtfdNotice';
import { Button } from '@chakra-ui/react/button';
import { MailedLinkPending, useMailedTokenCall } from './mailed-link';
import { VERIFIED_REDIRECT_SECONDS } from './timing';
import { VALIDATION_PARAMS, validationKeyOf } from './validation-messages';

type Outcome = { status: 'verified'; message: string } | { status: 'failed'; message: string | undefined };

/** Counts down, then goes to the login page, or on to CTFd when registration started there. */
function RedirectCountdown({ ctfd }: { ctfd: CtfdTarget | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(VERIFIED_REDIRECT_SECONDS);

  useEffect(() => {
    const startedAt = Date.now();
    const tick = setInterval(() => {
      const left = VERIFIED_REDIRECT_SECONDS - Math.floor((Date.now() - startedAt) / 1000);
      setSecondsLeft(Math.max(left, 0));
    }, 250);
    const go = () => (ctfd ? window.location.assign(ctfd.start) : void navigate(PATHS.login, { replace: true }));
    const redirect = setTimeout(go, VERIFIED_REDIRECT_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [navigate, ctfd]);

  return (
    <Text color="fg.muted" aria-live="off">
      {ctfd
        ? t('auth.verifyEmail.redirectingCtfd', { seconds: secondsLeft, name: ctfd.name })
        : t('auth.verifyEmail.redirecting', { seconds: secondsLeft })}
    </Text>
  );
}

/**
 * Spec section 2: reads the token, waits 250 ms, verifies once, then shows the outcome. The call is
 * made from a timer that the effect's clean-up cancels, so React's development double-run of
 * effects (StrictMode) still makes exactly one call.
 */
export function VerifyEmailStatus({ token, ctfdClientId }: { token: string | null; ctfdClientId?: string | null }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Registered on the way to a CTFd: the server names it and gives its start (never a URL from the link).
  const ctfd = useCtfdTarget(ctfdClientId ?? null);

  // The token's shape is checked by the server with ZVerifyEmailSchema; a cut-off link comes back as
  // a field error on `token`. (Checking it here too would load zod on this page for one regex.)
  useMailedTokenCall(token, {
    send: (api, value) => api.auth.verifyEmail.mutate({ token: value }),
    onAnswer: ({ message }) => setOutcome({ status: 'verified', message }),
    onError: (error) => {
      const tokenError = fieldErrorsOf(error)?.token?.[0];
      const message = tokenError
        ? t(`validation.${validationKeyOf(tokenError)}`, VALIDATION_PARAMS)
        : serverMessageOf(error);
      setOutcome({ status: 'failed', message });
    },
  });

  if (token && !outcome) {
    return <MailedLinkPending text={t('auth.verifyEmail.verifying')} />;
  }

  if (outcome?.status === 'verified') {
    return (
      <Stack gap="5">
        <FormNotice status="success" title={t('auth.verifyEmail.successTitle')}>
          {outcome.message}
        </FormNotice>
        {ctfd && (
          <Button asChild colorPalette="brand" alignSelf="flex-start">
            <a href={ctfd.start}>{t('auth.verifyEmail.continueCtfd', { name: ctfd.name })}</a>
          </Button>
        )}
        <RedirectCountdown key={ctfd ? 'ctfd' : 'login'} ctfd={ctfd} />
        <AuthFooter>
          <AuthPrompt to={PATHS.login} linkText={t('auth.verifyEmail.loginNow')} />
        </AuthFooter>
      </Stack>
    );
  }

  const message = token ? (outcome?.message ?? t('auth.error')) : t('auth.verifyEmail.missingToken');
  return (
    <Stack gap="5">
      <FormNotice status="error" title={t('auth.verifyEmail.failedTitle')}>
        {message}
      </FormNotice>
      <AuthFooter>
        <AuthPrompt to={PATHS.resendVerifyEmail} linkText={t('auth.verifyEmail.resendLink')} />
        <AuthPrompt to={PATHS.login} linkText={t('auth.backToLogin')} />
      </AuthFooter>
    </Stack>
  );
}
