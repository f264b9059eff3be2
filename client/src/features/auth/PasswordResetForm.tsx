import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { forgetCachedData } from '../../lib/cached-data';
import { AuthFooter, AuthPrompt } from './AuthLink';
import { FormNotice } from './FormNotice';
import { NewPasswordFields } from './NewPasswordFields';
import { loadApi } from './lazy-api';
import { authSchema, loadValidation } from './lazy-validation';
import { BotCheckedForm } from './BotCheckedForm';
import { usePublicForm } from './use-public-form';
import { VALIDATION_PARAMS } from './validation-messages';

const FIELDS = ['password'] as const;
const schema = authSchema((schemas) => schemas.passwordReset);

/** Under the form and under a broken link alike: a new link, or back to signing in. */
function ResetFooter() {
  const { t } = useTranslation();
  return (
    <AuthFooter>
      <AuthPrompt to={PATHS.forgotPassword} linkText={t('auth.passwordReset.requestNew')} />
      <AuthPrompt to={PATHS.login} linkText={t('auth.backToLogin')} />
    </AuthFooter>
  );
}

/** The link's token is missing or cut off: nothing to send, a new link is needed. */
function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <FormNotice status="error" title={t('auth.passwordReset.invalidLinkTitle')}>
        {t('auth.passwordReset.invalidLinkText')}
      </FormNotice>
      <ResetFooter />
    </Stack>
  );
}

/** Spec sections 2, 4 and 5: a new password for the token in the link; every session ends on success. */
export function PasswordResetForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = usePublicForm(schema, {
    action: 'reset',
    defaultValues: { password: '', confirmPassword: '' },
    errorTexts: {
      passwordMinLength: t('auth.passwordReset.errors.passwordShort', VALIDATION_PARAMS),
      passwordMismatch: t('auth.passwordReset.errors.passwordMismatch'),
    },
  });
  const { form, showServerErrors, botCheck } = reset;
  const [isLinkBroken, setIsLinkBroken] = useState(false);

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token || !(await loadValidation()).isMailedToken(token)) {
      setIsLinkBroken(true);
      return;
    }
    const botCheckToken = botCheck.tokenOrAsk(t('auth.passwordReset.errors.captchaRequired'));
    if (!botCheckToken) return;
    let message: string;
    try {
      const api = await loadApi();
      ({ message } = await api.auth.resetPassword.mutate({ token, password }, { context: { botCheckToken } }));
    } catch (error) {
      showServerErrors(error, FIELDS);
      notify({ type: 'error', title: serverMessageOf(error) ?? t('auth.passwordReset.errors.generic') });
      botCheck.reset();
      return;
    }
    // Every session of the account ended, this browser's included.
    forgetCachedData();
    notify({ type: 'success', title: message || t('auth.passwordReset.success'), duration: 8000 });
    await navigate(PATHS.login);
  });

  if (!token || isLinkBroken) return <InvalidResetLink />;

  return (
    <Stack gap="5">
      <BotCheckedForm of={reset} onSubmit={submit} isBlockedUntilSolved texts="auth.passwordReset">
        <NewPasswordFields
          of={reset}
          labels={{ password: 'auth.fields.newPassword', confirmPassword: 'auth.fields.confirmNewPassword' }}
        />
      </BotCheckedForm>
      <ResetFooter />
    </Stack>
  );
}
