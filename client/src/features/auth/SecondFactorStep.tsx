import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, serverMessageOf } from '../../lib/errors';
import { AuthForm } from './AuthForm';
import { CodeInput } from './CodeInput';
import { FormField } from '../../components/form/FormField';
import { useFieldErrorText } from '../../components/form/use-field-error-text';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormNotice } from './FormNotice';
import { loadApi } from './lazy-api';
import { getPasskeyAssertion, passkeysSupported } from './passkey-browser';
import { PasskeyButton } from './PasskeyButton';
import { SubmitButton } from './SubmitButton';
import { authSchema } from './lazy-validation';
import { AUTH_TEXTS } from './validation-messages';

const schema = authSchema((schemas) => schemas.secondFactor);

interface SecondFactorStepProps {
  /** The code was accepted: the sign-in is complete. */
  onDone: () => Promise<void>;
  /** Too many wrong codes (the waiting session has ended): back to the password. */
  onRestart: (error: unknown) => void;
}

/**
 * The second step of signing in: a passkey (when the account has one), or a code from the
 * authenticator app, or a recovery code.
 */
export function SecondFactorStep({ onDone, onRestart }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const { form, field } = useZodForm(schema, { defaultValues: { code: '' } });
  const errorText = useFieldErrorText(AUTH_TEXTS);
  const { errors, isSubmitting } = form.formState;
  // The server's refusal (a wrong code) in its own words, until the code is typed again.
  const [refused, setRefused] = useState<string | undefined>();
  const [methods, setMethods] = useState<{ totp: boolean; passkey: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    loadApi()
      .then((api) => api.auth.passkey.methods.query())
      .then((found) => live && setMethods(found))
      // Unknown: the code form, as before passkeys.
      .catch(() => live && setMethods({ totp: true, passkey: false }));
    return () => {
      live = false;
    };
  }, []);

  /** Too many wrong answers end the waiting sign-in: back to the password. */
  const restartIfTooMany = (failure: unknown) => {
    if (errorCodeOf(failure) !== 'SECOND_FACTOR_TOO_MANY') return false;
    onRestart(failure);
    return true;
  };

  if (!methods) return null;
  const offersPasskey = methods.passkey && passkeysSupported();
  const offersCode = methods.totp || !offersPasskey;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const api = await loadApi();
      await api.auth.verifySecondFactor.mutate({ code });
    } catch (failure) {
      if (restartIfTooMany(failure)) return;
      setRefused(serverMessageOf(failure) ?? t('auth.login.failed'));
      return;
    }
    await onDone();
  });

  return (
    <Stack gap="5">
      {offersPasskey && (
        <Stack gap="4" data-testid="second-factor-passkey">
          <FormNotice status="info" title={t('auth.passkey.secondFactorTitle')} takeFocus>
            <Text>{t('auth.passkey.secondFactorText')}</Text>
          </FormNotice>
          <PasskeyButton
            assert={async (api) => {
              const { options } = await api.auth.passkey.secondFactorOptions.mutate();
              const response = await getPasskeyAssertion(options);
              await api.auth.passkey.verifySecondFactor.mutate({ response });
            }}
            onDone={onDone}
            onFailure={restartIfTooMany}
          >
            {t('auth.passkey.use')}
          </PasskeyButton>
          {offersCode && (
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {t('auth.passkey.orCode')}
            </Text>
          )}
        </Stack>
      )}
      {offersCode && !offersPasskey && (
        <FormNotice status="info" title={t('auth.secondFactor.title')} takeFocus>
          <Text>{t('auth.secondFactor.text')}</Text>
        </FormNotice>
      )}
      {offersCode && (
        <AuthForm onSubmit={(event) => void submit(event)}>
          <FormField
            isRequired
            label={t('auth.secondFactor.code')}
            hint={t('auth.secondFactor.hint')}
            error={refused ?? errorText(errors.code)}
            isDisabled={isSubmitting}
          >
            <CodeInput registration={field('code')} onType={() => setRefused(undefined)} autoFocus={!offersPasskey} />
          </FormField>
          <SubmitButton isSubmitting={isSubmitting} submittingLabel={t('auth.secondFactor.submitting')}>
            {t('auth.secondFactor.submit')}
          </SubmitButton>
        </AuthForm>
      )}
    </Stack>
  );
}
