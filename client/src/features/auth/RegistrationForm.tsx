import { Input } from '@chakra-ui/react/input';
import { CtfdNotice, ctfdClientIdOf, useWithRedirect } from './CtfdNotice';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@chakra-ui/react/link';
import { useLoginTarget } from './use-signed-in-redirect';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/notify';
import { serverMessageOf } from '../../lib/errors';
import { PATHS, forgotPasswordPath, resendVerificationPath } from '../../lib/paths';
import { AuthFooter, AuthPrompt } from './AuthLink';
import { ConsentCheckbox } from './ConsentCheckbox';
import { FormField } from '../../components/form/FormField';
import { MailSentNotice } from './FormNotice';
import { NewPasswordFields } from './NewPasswordFields';
import { loadApi } from './lazy-api';
import { authSchema } from './lazy-validation';
import { BotCheckedForm } from './BotCheckedForm';
import { EmailField } from './EmailField';
import { usePublicForm } from './use-public-form';
import { useLeaveIfSignedIn } from './use-signed-in-redirect';
import { HINT_PARAMS } from './validation-messages';

const FIELDS = ['username', 'email', 'password', 'confirmPassword', 'consent'] as const;
const schema = authSchema((schemas) => schemas.registration);

/** Spec sections 2, 5 and 8: the account form; on success the verification-sent notice replaces it. */
export function RegistrationForm() {
  const { t } = useTranslation();
  // Signed in already: on to where the login page would lead (back to CTFd when that is the way).
  useLeaveIfSignedIn(useLoginTarget());
  const withRedirect = useWithRedirect();
  // On the way to a CTFd: the verification link will lead back there.
  const redirectUri = useSearchParams()[0].get('redirect_uri');
  const ctfdClientId = ctfdClientIdOf(redirectUri);
  // consent has no default: unticked, the box gives false, which the schema refuses.
  const registration = usePublicForm(schema, {
    action: 'register',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { form, field, showServerErrors, botCheck, errorText, errors, isSubmitting } = registration;
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    const botCheckToken = botCheck.tokenOrAsk(t('botCheck.captchaRequired'));
    if (!botCheckToken) return;
    try {
      const api = await loadApi();
      const { message } = await api.auth.register.mutate(ctfdClientId ? { ...values, ctfdClientId } : values, {
        context: { botCheckToken },
      });
      setSent({ message, email: values.email });
    } catch (error) {
      const message = serverMessageOf(error);
      if (showServerErrors(error, FIELDS)) {
        notify({ type: 'error', title: t('auth.validationError'), description: message });
      } else {
        notify({ type: 'error', title: message ?? t('auth.error') });
      }
      botCheck.reset();
    }
  });

  if (sent !== null) {
    return (
      <Stack gap="5">
        <MailSentNotice title={t('auth.registration.successTitle')} sent={sent} />
        <AuthFooter>
          <AuthPrompt to={withRedirect(PATHS.login)} linkText={t('auth.registration.goToLogin')} />
          <AuthPrompt
            text={t('auth.registration.noMail')}
            to={resendVerificationPath(sent.email, redirectUri)}
            linkText={t('auth.registration.resend')}
          />
        </AuthFooter>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <CtfdNotice />
      <BotCheckedForm of={registration} onSubmit={submit} texts="auth.registration">
        <FormField
          isRequired
          label={t('auth.fields.username')}
          error={errorText(errors.username)}
          hint={t('auth.fields.usernameHint', HINT_PARAMS)}
          isDisabled={isSubmitting}
        >
          <Input {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </FormField>
        <EmailField of={registration} />
        <NewPasswordFields
          of={registration}
          labels={{ password: 'auth.fields.password', confirmPassword: 'auth.fields.confirmPassword' }}
        />
        <ConsentCheckbox
          {...field('consent')}
          label={t('auth.registration.consent')}
          error={errorText(errors.consent)}
          disabled={isSubmitting}
        />
        <Text fontSize="sm" mt="-2" ps="8">
          <Link href={PATHS.privacy} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
            {t('auth.registration.privacyLink')}
          </Link>
        </Text>
      </BotCheckedForm>
      <AuthFooter>
        {errors.email?.message === 'emailTaken' && (
          // The owner of an address someone else registered takes it back with a password reset.
          <AuthPrompt
            text={t('auth.registration.emailTakenHint')}
            to={forgotPasswordPath(form.getValues('email'))}
            linkText={t('auth.registration.emailTakenReset')}
          />
        )}
        <AuthPrompt
          text={t('auth.registration.haveAccount')}
          to={withRedirect(PATHS.login)}
          linkText={t('auth.registration.login')}
        />
      </AuthFooter>
    </Stack>
  );
}
