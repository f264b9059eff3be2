import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, serverMessageOf } from '../../lib/errors';
import { AuthForm } from './AuthForm';
import { FormField } from './FormField';
import { FormNotice } from './FormNotice';
import { loadApi } from './lazy-api';
import { SubmitButton } from './SubmitButton';

interface SecondFactorStepProps {
  /** The code was accepted: the sign-in is complete. */
  onDone: () => Promise<void>;
  /** Too many wrong codes (the waiting session has ended): back to the password. */
  onRestart: (error: unknown) => void;
}

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function SecondFactorStep({ onDone, onRestart }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('validation.secondFactorRequired'));
      return;
    }
    setSubmitting(true);
    try {
      const api = await loadApi();
      await api.auth.verifySecondFactor.mutate({ code: code.trim() });
    } catch (failure) {
      setSubmitting(false);
      if (errorCodeOf(failure) === 'SECOND_FACTOR_TOO_MANY') return onRestart(failure);
      setError(serverMessageOf(failure) ?? t('auth.login.failed'));
      return;
    }
    await onDone();
  }

  return (
    <Stack gap="5">
      <FormNotice status="info" title={t('auth.secondFactor.title')} takeFocus>
        <Text>{t('auth.secondFactor.text')}</Text>
      </FormNotice>
      <AuthForm onSubmit={(event) => void submit(event)}>
        <FormField
          isRequired
          label={t('auth.secondFactor.code')}
          hint={t('auth.secondFactor.hint')}
          error={error}
          isDisabled={isSubmitting}
        >
          <Input
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        </FormField>
        <SubmitButton isSubmitting={isSubmitting} submittingLabel={t('auth.secondFactor.submitting')}>
          {t('auth.secondFactor.submit')}
        </SubmitButton>
      </AuthForm>
    </Stack>
  );
}
