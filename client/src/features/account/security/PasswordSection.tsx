import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { ZChangePasswordFormSchema, type TChangePasswordFormInput } from '@ctf/shared/schemas/account-security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { fieldErrorsOf, serverMessageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { ShieldCheckIcon } from '../../app-shell/icons';
import { AccountSection } from '../AccountSection';
import { FormField } from '@/components/form/FormField';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { AUTH_TEXTS } from '../../auth/validation-messages';
// The password rules' texts (`validation.*`) are the auth forms' own.
import '@/locales/auth';

type Field = keyof TChangePasswordFormInput;
const EMPTY: TChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change the password: the current one required; every other session is signed out. Checked with
 * the server's own password rules before it is sent (the shared schema), as the registration form.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const change = trpc.account.security.changePassword.useMutation();
  const { form, field } = useZodForm(ZChangePasswordFormSchema, { defaultValues: EMPTY });
  const errorText = useFieldErrorText(AUTH_TEXTS, { passwordRequired: t('security.passwordRequired') });
  const { errors } = form.formState;
  // The server's refusal of a field (a wrong current password, a common new one) in its own words.
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerErrors({});
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const fields = fieldErrorsOf(error) ?? {};
      const message = serverMessageOf(error) ?? t('security.failed');
      if (fields.currentPassword || fields.newPassword) {
        setServerErrors({
          currentPassword: fields.currentPassword ? message : undefined,
          newPassword: fields.newPassword ? message : undefined,
        });
        form.setFocus(fields.currentPassword ? 'currentPassword' : 'newPassword');
      } else {
        notify({ type: 'error', title: message });
      }
      return;
    }
    form.reset(EMPTY);
    notify({ type: 'success', title: t('security.password.changed') });
    await utils.account.security.sessions.invalidate();
  });

  const input = (name: Field, label: string, autoComplete: string) => {
    const registered = field(name);
    return (
      <FormField label={label} error={serverErrors[name] ?? errorText(errors[name])} isRequired>
        <Input
          type="password"
          autoComplete={autoComplete}
          {...registered}
          onChange={(event) => {
            setServerErrors((current) => ({ ...current, [name]: undefined }));
            return registered.onChange(event);
          }}
        />
      </FormField>
    );
  };

  return (
    <AccountSection icon={<ShieldCheckIcon />} title={t('security.password.title')} data-testid="password-section">
      <chakra.form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="3" maxW="sm">
          <chakra.p fontSize="sm" color="fg.muted">
            {t('security.password.text')}
          </chakra.p>
          {input('currentPassword', t('security.password.current'), 'current-password')}
          {input('newPassword', t('security.password.new'), 'new-password')}
          {input('confirmPassword', t('security.password.confirm'), 'new-password')}
          <Button type="submit" colorPalette="brand" loading={change.isPending} alignSelf="flex-start">
            {t('security.password.submit')}
          </Button>
        </Stack>
      </chakra.form>
    </AccountSection>
  );
}
