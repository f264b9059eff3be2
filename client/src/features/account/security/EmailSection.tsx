import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverMessageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { UserIcon } from '../../app-shell/icons';
import { AccountSection } from '../AccountSection';
import { Notice } from '../Notice';
import { FormField } from '../../auth/FormField';

/** Change the e-mail address: the password required; the new address confirmed by link first. */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = trpc.account.security.changeEmail.useMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: typeof errors = {};
    if (!email.trim()) missing.email = t('security.emailRequired');
    if (!password) missing.password = t('security.passwordRequired');
    if (missing.email || missing.password) return setErrors(missing);
    try {
      await change.mutateAsync({ email: email.trim(), password });
    } catch (error) {
      const fields = fieldErrorsOf(error) ?? {};
      const message = serverMessageOf(error) ?? t('security.failed');
      setErrors({
        email: fields.email
          ? fields.email[0] === 'emailTaken'
            ? t('security.emailTaken')
            : t('security.emailInvalid')
          : undefined,
        password: fields.password || !fields.email ? message : undefined,
      });
      return;
    }
    setSentTo(email.trim());
    setEmail('');
    setPassword('');
  }

  return (
    <AccountSection icon={<UserIcon />} title={t('security.email.title')} data-testid="email-section">
      <Stack gap="4">
        <chakra.p fontSize="sm" color="fg.muted">
          {t('security.email.text', { email: currentEmail })}
        </chakra.p>
        {sentTo && (
          <Notice status="success" title={t('security.email.sentTitle')} data-testid="email-change-sent">
            {t('security.email.sent', { email: sentTo })}
          </Notice>
        )}
        <chakra.form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="3" maxW="sm">
            <FormField label={t('security.email.new')} error={errors.email} isRequired>
              <Input
                type="email"
                name="newEmail"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setErrors((e) => ({ ...e, email: undefined }));
                }}
              />
            </FormField>
            <FormField label={t('security.email.password')} error={errors.password} isRequired>
              <Input
                type="password"
                name="emailPassword"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setErrors((e) => ({ ...e, password: undefined }));
                }}
              />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={change.isPending} alignSelf="flex-start">
              {t('security.email.submit')}
            </Button>
          </Stack>
        </chakra.form>
      </Stack>
    </AccountSection>
  );
}
