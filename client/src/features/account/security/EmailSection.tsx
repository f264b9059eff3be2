import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { ZChangeEmailSchema } from '@ctf/shared/schemas/account-security';
import type { z } from 'zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '@/lib/trpc';
import { UserIcon } from '../../app-shell/icons';
import { AccountSection } from '../AccountSection';
import { Notice } from '../Notice';
import { FormField } from '@/components/form/FormField';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { AUTH_TEXTS } from '../../auth/validation-messages';
import { useShownFailure } from './use-shown-failure';
// The address and password rules' texts (`validation.*`) are the auth forms' own.
import '@/locales/auth';

type TChangeEmailInput = z.input<typeof ZChangeEmailSchema>;

const EMPTY: TChangeEmailInput = { email: '', password: '' };

/**
 * Change the email address: the password required; the new address confirmed by link first.
 * Checked with the server's own schema before it is sent.
 */
export function EmailSection({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const change = trpc.account.security.changeEmail.useMutation();
  const { form, field, showServerErrors } = useZodForm(ZChangeEmailSchema, { defaultValues: EMPTY });
  // This form's own words for some keys: it asks for the new address, and an address in use is another account's.
  const errorText = useFieldErrorText(AUTH_TEXTS, {
    emailRequired: t('security.emailRequired'),
    emailTaken: t('security.emailTaken'),
    passwordRequired: t('security.passwordRequired'),
  });
  const { errors } = form.formState;
  // A wrong password (or any other refusal) in the server's words, under the password.
  const passwordFailure = useShownFailure();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email, password }) => {
    passwordFailure.clear();
    try {
      await change.mutateAsync({ email, password });
    } catch (error) {
      if (showServerErrors(error, ['email'])) return;
      passwordFailure.show(error);
      form.setFocus('password');
      return;
    }
    setSentTo(email);
    form.reset(EMPTY);
  });

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
            <FormField label={t('security.email.new')} error={errorText(errors.email)} isRequired>
              <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...field('email')} />
            </FormField>
            <FormField
              label={t('security.email.password')}
              error={passwordFailure.failure ?? errorText(errors.password)}
              isRequired
            >
              <Input type="password" autoComplete="current-password" {...passwordFailure.clearing(field('password'))} />
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
