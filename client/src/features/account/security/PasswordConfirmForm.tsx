import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/errors';
import { FormField } from '../../../components/form/FormField';

interface PasswordConfirmFormProps {
  label: string;
  submitLabel: string;
  tone?: 'brand' | 'red';
  onSubmit: (password: string) => Promise<void>;
}

/** The current password, asked before an action that matters (turning two-step sign-in off). */
export function PasswordConfirmForm({ label, submitLabel, tone = 'brand', onSubmit }: PasswordConfirmFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError(t('security.passwordRequired'));
    setBusy(true);
    try {
      await onSubmit(password);
      setPassword('');
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t('security.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="3" maxW="sm">
        <FormField label={label} error={error} isRequired>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" colorPalette={tone} variant="outline" loading={busy} alignSelf="flex-start">
          {submitLabel}
        </Button>
      </Stack>
    </chakra.form>
  );
}
