import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/notify';
import { fieldErrorsOf, serverMessageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { ShieldCheckIcon } from '../../app-shell/icons';
import { AccountSection } from '../AccountSection';
import { FormField } from '../../auth/FormField';

type Fields = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Change the password: the current one required; every other session is signed out. */
export function PasswordSection() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const change = trpc.account.security.changePassword.useMutation();
  const [values, setValues] = useState<Record<Fields, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});

  const set = (name: Fields) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Partial<Record<Fields, string>> = {};
    if (!values.currentPassword) missing.currentPassword = t('security.passwordRequired');
    if (!values.newPassword) missing.newPassword = t('security.passwordRequired');
    if (values.newPassword !== values.confirmPassword) missing.confirmPassword = t('security.passwordMismatch');
    if (Object.keys(missing).length > 0) return setErrors(missing);
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (error) {
      const fields = fieldErrorsOf(error) ?? {};
      const message = serverMessageOf(error) ?? t('security.failed');
      if (fields.currentPassword || fields.newPassword) {
        setErrors({
          currentPassword: fields.currentPassword ? message : undefined,
          newPassword: fields.newPassword ? message : undefined,
        });
      } else {
        notify({ type: 'error', title: message });
      }
      return;
    }
    setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
    notify({ type: 'success', title: t('security.password.changed') });
    await utils.account.security.sessions.invalidate();
  }

  const field = (name: Fields, label: string, autoComplete: string) => (
    <FormField label={label} error={errors[name]} isRequired>
      <Input type="password" name={name} autoComplete={autoComplete} value={values[name]} onChange={set(name)} />
    </FormField>
  );

  return (
    <AccountSection icon={<ShieldCheckIcon />} title={t('security.password.title')} data-testid="password-section">
      <chakra.form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="3" maxW="sm">
          <chakra.p fontSize="sm" color="fg.muted">
            {t('security.password.text')}
          </chakra.p>
          {field('currentPassword', t('security.password.current'), 'current-password')}
          {field('newPassword', t('security.password.new'), 'new-password')}
          {field('confirmPassword', t('security.password.confirm'), 'new-password')}
          <Button type="submit" colorPalette="brand" loading={change.isPending} alignSelf="flex-start">
            {t('security.password.submit')}
          </Button>
        </Stack>
      </chakra.form>
    </AccountSection>
  );
}
