import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { ZDisableSecondFactorSchema } from '@ctf/shared/schemas/account-security';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { AUTH_TEXTS } from '../../auth/validation-messages';
import { useShownFailure } from './use-shown-failure';
// The password rules' texts (`validation.*`) are the auth forms' own.
import '@/locales/auth';

interface PasswordConfirmFormProps {
  label: string;
  submitLabel: string;
  tone?: 'brand' | 'red';
  onSubmit: (password: string) => Promise<void>;
}

/** The current password, asked before an action that matters (turning two-step sign-in off). */
export function PasswordConfirmForm({ label, submitLabel, tone = 'brand', onSubmit }: PasswordConfirmFormProps) {
  const { t } = useTranslation();
  const { form, field } = useZodForm(ZDisableSecondFactorSchema, { defaultValues: { password: '' } });
  const errorText = useFieldErrorText(AUTH_TEXTS, { passwordRequired: t('security.passwordRequired') });
  const { errors, isSubmitting } = form.formState;
  const { failure, clearing, attempt } = useShownFailure();

  const submit = form.handleSubmit(({ password }) =>
    attempt(async () => {
      await onSubmit(password);
      form.reset({ password: '' });
    }),
  );

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="3" maxW="sm">
        <FormField label={label} error={failure ?? errorText(errors.password)} isRequired>
          <Input type="password" autoComplete="current-password" {...clearing(field('password'))} />
        </FormField>
        <Button type="submit" colorPalette={tone} variant="outline" loading={isSubmitting} alignSelf="flex-start">
          {submitLabel}
        </Button>
      </Stack>
    </chakra.form>
  );
}
