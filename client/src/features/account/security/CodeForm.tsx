import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../../lib/errors';
import { FormField } from '../../../components/form/FormField';

interface CodeFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  /** Sends the code; a thrown error's message is shown under the field. */
  onSubmit: (code: string) => Promise<void>;
  testId?: string;
}

/** One field for a code (from the authenticator app, or a recovery code) and its button. */
export function CodeForm({ label, hint, submitLabel, onSubmit, testId }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) return setError(t('security.codeRequired'));
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t('security.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid={testId}>
      <Stack gap="3" maxW="sm">
        <FormField label={label} error={error} hint={hint} isRequired>
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
          />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
          {submitLabel}
        </Button>
      </Stack>
    </chakra.form>
  );
}
