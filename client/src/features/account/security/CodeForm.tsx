import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { ZSecondFactorCodeSchema } from '@ctf/shared/schemas/account-security';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { CodeInput } from '../../auth/CodeInput';
import { AUTH_TEXTS } from '../../auth/validation-messages';
import { useShownFailure } from './use-shown-failure';
// The code's rules' texts (`validation.*`) are the auth forms' own.
import '@/locales/auth';

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
  const { form, field } = useZodForm(ZSecondFactorCodeSchema, { defaultValues: { code: '' } });
  const errorText = useFieldErrorText(AUTH_TEXTS, { secondFactorRequired: t('security.codeRequired') });
  const { errors, isSubmitting } = form.formState;
  const { failure, clear, attempt } = useShownFailure();

  const submit = form.handleSubmit(({ code }) => attempt(() => onSubmit(code)));

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid={testId}>
      <Stack gap="3" maxW="sm">
        <FormField label={label} error={failure ?? errorText(errors.code)} hint={hint} isRequired>
          <CodeInput registration={field('code')} onType={clear} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="flex-start">
          {submitLabel}
        </Button>
      </Stack>
    </chakra.form>
  );
}
