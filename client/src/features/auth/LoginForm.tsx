import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorCodeOf, errorEmailOf, serverMessageOf, useServerMessages } from '../../lib/errors';
import { PATHS, resendVerificationPath } from '../../lib/paths';
import { AuthFooter, AuthLink, AuthPrompt } from './AuthLink';
import { FormField } from '../../components/form/FormField';
import { FormNotice } from './FormNotice';
import { loadApi } from './lazy-api';
import { authSchema } from './lazy-validation';
import { PasskeySignIn } from './PasskeySignIn';
import { BotCheckedForm } from './BotCheckedForm';
import { usePublicForm } from './use-public-form';
import { CtfdNotice, useWithRedirect } from './CtfdNotice';
import { useGoSignedIn, useLeaveIfSignedIn, useLoginTarget } from './use-signed-in-redirect';
import { lazyComponent } from '../../lib/lazy-part';

/** Most accounts have no second factor: its step's code comes when the server asks for a code. */
const loadSecondFactorStep = () => import('./SecondFactorStep');
const SecondFactorStep = lazyComponent(loadSecondFactorStep, 'SecondFactorStep');

const schema = authSchema((schemas) => schemas.login);

type Failure =
  { kind: 'captcha' } | { kind: 'server'; error: unknown; isNotVerified: boolean; email: string | undefined };

/** Spec sections 2, 4 and 8: login with a bot-check, the not-verified notice and a safe redirect. */
export function LoginForm() {
  const { t } = useTranslation();
  const target = useLoginTarget();
  const goSignedIn = useGoSignedIn();
  const withRedirect = useWithRedirect();
  const [searchParams] = useSearchParams();
  useLeaveIfSignedIn(target);
  const login = usePublicForm(schema, { action: 'login', defaultValues: { username: '', password: '' } });
  const { form, field, showServerErrors, botCheck, errorText, errors, isSubmitting } = login;
  const [failure, setFailure] = useState<Failure | null>(null);
  useServerMessages(failure?.kind === 'server');
  const [needsCode, setNeedsCode] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (!botCheck.token) {
      setFailure({ kind: 'captcha' });
      return;
    }
    setFailure(null);
    try {
      const api = await loadApi();
      const result = await api.auth.login.mutate(values, { context: { botCheckToken: botCheck.token } });
      if (result.secondFactorRequired) {
        // Fetched before the step shows, so it does not flash empty; a failure is retried as it renders.
        await loadSecondFactorStep().catch(() => undefined);
        setNeedsCode(true);
        return;
      }
    } catch (error) {
      showServerErrors(error);
      setFailure({
        kind: 'server',
        error,
        isNotVerified: errorCodeOf(error) === 'LOGIN_EMAIL_NOT_VERIFIED',
        email: errorEmailOf(error),
      });
      botCheck.reset();
      return;
    }
    await goSignedIn(target);
  });

  if (needsCode) {
    return (
      <Suspense fallback={null}>
        <SecondFactorStep
          onDone={() => goSignedIn(target)}
          onRestart={(error) => {
            setNeedsCode(false);
            botCheck.reset();
            form.resetField('password');
            setFailure({ kind: 'server', error, isNotVerified: false, email: undefined });
          }}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="5">
      <CtfdNotice />
      {failure?.kind === 'captcha' && !botCheck.token && (
        <FormNotice status="error" title={t('botCheck.captchaRequired')} takeFocus />
      )}
      {failure?.kind === 'server' &&
        (failure.isNotVerified ? (
          <FormNotice status="warning" title={serverMessageOf(failure.error) ?? t('auth.login.notVerified')} takeFocus>
            <AuthLink to={resendVerificationPath(failure.email, searchParams.get('redirect_uri'))}>
              {t('auth.login.resendLink')}
            </AuthLink>
          </FormNotice>
        ) : (
          <FormNotice status="error" title={serverMessageOf(failure.error) ?? t('auth.login.failed')} takeFocus />
        ))}
      <BotCheckedForm of={login} onSubmit={submit} isBlockedUntilSolved texts="auth.login">
        <FormField
          isRequired
          label={t('auth.fields.login')}
          error={errorText(errors.username)}
          isDisabled={isSubmitting}
        >
          <Input {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </FormField>
        <FormField
          isRequired
          label={t('auth.fields.password')}
          error={errorText(errors.password)}
          isDisabled={isSubmitting}
        >
          <Input {...field('password')} type="password" autoComplete="current-password" />
        </FormField>
      </BotCheckedForm>
      <PasskeySignIn onDone={() => goSignedIn(target)} />
      <AuthFooter>
        <AuthPrompt
          text={t('auth.login.noAccount')}
          to={withRedirect(PATHS.registration)}
          linkText={t('auth.login.register')}
        />
        <AuthPrompt to={PATHS.forgotPassword} linkText={t('auth.login.forgotPassword')} />
      </AuthFooter>
    </Stack>
  );
}
