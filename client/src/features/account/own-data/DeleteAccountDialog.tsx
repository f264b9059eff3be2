import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { forgetCachedData } from '@/lib/cached-data';
import { fieldErrorsOf, serverMessageOf } from '@/lib/errors';
import { PATHS } from '@/lib/paths';
import { trpc } from '@/lib/trpc';
import { AreaDialog } from '../../area-shell/AreaDialog';
import { Notice } from '../Notice';
import { FormField } from '@/components/form/FormField';

type Typed = { password: string; code: string; confirmation: string };
type Errors = Partial<Record<keyof Typed | 'form', string>>;

const PARTS = ['applications', 'registrations', 'invitations', 'results'] as const;

/**
 * Deleting one's own account: what goes (the erasure counts), the password, the second factor's
 * code when it is on, and the username typed again. Success leaves for the public home page.
 */
export function DeleteAccountDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const preview = trpc.account.erasurePreview.useQuery(undefined, { staleTime: 0 });
  const secondFactor = trpc.account.secondFactor.status.useQuery();
  const remove = trpc.account.deleteAccount.useMutation();
  const [typed, setTyped] = useState<Typed>({ password: '', code: '', confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const needsCode = secondFactor.data?.enabled === true;
  const { password, code, confirmation } = typed;

  // Typing in a field clears its error and the form's.
  const typedInto = (name: keyof Typed) => ({
    value: typed[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setTyped((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Errors = {};
    if (!password) missing.password = t('account.ownData.dialog.passwordRequired');
    if (needsCode && !code.trim()) missing.code = t('account.ownData.dialog.codeRequired');
    if (confirmation.trim().toLowerCase() !== username.toLowerCase())
      missing.confirmation = t('account.ownData.dialog.confirmationMismatch', { username });
    if (Object.keys(missing).length > 0) return setErrors(missing);
    try {
      const answer = await remove.mutateAsync({
        password,
        confirmation: confirmation.trim(),
        ...(needsCode ? { code: code.trim() } : {}),
      });
      // Leaving first (as at logout), then forgetting this user's cached answers.
      await navigate(PATHS.home, { replace: true });
      queryClient.clear();
      forgetCachedData();
      notify({ type: 'success', title: answer.message, duration: 10_000 });
    } catch (error) {
      const fields = fieldErrorsOf(error) ?? {};
      const message = serverMessageOf(error) ?? t('account.ownData.dialog.failed');
      setErrors({
        password: fields.password ? message : undefined,
        code: fields.code ? message : undefined,
        confirmation: fields.confirmation ? message : undefined,
        form: fields.password || fields.code || fields.confirmation ? undefined : message,
      });
    }
  }

  return (
    <AreaDialog
      closeLabel={t('account.ownData.dialog.close')}
      isOpen
      onClose={onClose}
      role="alertdialog"
      size="md"
      title={t('account.ownData.dialog.title')}
      isBusy={remove.isPending}
      data-testid="delete-account-dialog"
      cancelLabel={t('account.ownData.dialog.cancel')}
      isCancelFocused
      action={{
        label: t('account.ownData.dialog.confirm'),
        pendingLabel: t('account.ownData.dialog.deleting'),
        form: formId,
        palette: 'red',
      }}
    >
      <Stack gap="4">
        <Text color="fg.muted">{t('account.ownData.dialog.text')}</Text>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc" fontSize="sm" data-testid="erasure-preview">
          {PARTS.map((part) => (
            <li key={part}>
              {t(`account.ownData.dialog.erasure.${part}`, { count: preview.data?.[part] ?? 0 })}
              {preview.isPending && '…'}
            </li>
          ))}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t('account.ownData.dialog.kept')}
        </Text>
        {errors.form && <Notice status="error" title={errors.form} data-testid="delete-account-error" />}
        <chakra.form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="3">
            <FormField label={t('account.ownData.dialog.password')} error={errors.password} isRequired>
              <Input type="password" name="deletePassword" autoComplete="current-password" {...typedInto('password')} />
            </FormField>
            {needsCode && (
              <FormField label={t('account.ownData.dialog.code')} error={errors.code} isRequired>
                <Input name="deleteCode" inputMode="text" autoComplete="one-time-code" {...typedInto('code')} />
              </FormField>
            )}
            <FormField
              label={t('account.ownData.dialog.confirmation', { username })}
              error={errors.confirmation}
              isRequired
            >
              <Input name="deleteConfirmation" autoComplete="off" spellCheck={false} {...typedInto('confirmation')} />
            </FormField>
          </Stack>
        </chakra.form>
      </Stack>
    </AreaDialog>
  );
}
