import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PASSKEY_NAME_MAX_LENGTH,
  ZPasskeyDeleteSchema,
  ZPasskeyRegisterSchema,
  ZPasskeyRenameSchema,
  type TPasskey,
} from '@ctf/shared/schemas/passkeys';
import { lucideIcon } from '@/components/ui/lucide-icon';
import { notify } from '@/components/ui/notify';
import { formatDateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import {
  createPasskey,
  isPasskeyAlreadyThere,
  passkeyFailureText,
  passkeysSupported,
} from '../../auth/passkey-browser';
import { AccountSection } from '../AccountSection';
import { useShownFailure } from './use-shown-failure';
import { QueryState } from '../QueryState';
import { FormField } from '@/components/form/FormField';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { AUTH_TEXTS } from '../../auth/validation-messages';
// The name and password rules' texts (`validation.*`) are the auth forms' own.
import '@/locales/auth';

export const KeyRoundIcon = lucideIcon(
  [
    'path',
    {
      d: 'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z',
    },
  ],
  ['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
);

const ADD_SCHEMA = ZPasskeyRegisterSchema.pick({ name: true });
const RENAME_SCHEMA = ZPasskeyRenameSchema.pick({ name: true, password: true });
const REMOVE_SCHEMA = ZPasskeyDeleteSchema.pick({ password: true });

/** The fields' errors, the name and the password worded as the rest of the security page. */
function useErrorText() {
  const { t } = useTranslation();
  return useFieldErrorText(AUTH_TEXTS, {
    passkeyNameRequired: t('security.passkeys.nameRequired'),
    passwordRequired: t('security.passwordRequired'),
  });
}

/**
 * A thrown error as the person should read it (a closed prompt is no failure of theirs), shown
 * until the next keystroke in the form.
 */
function useFailure() {
  const { t } = useTranslation();
  return useShownFailure((error) =>
    isPasskeyAlreadyThere(error)
      ? t('security.passkeys.alreadyThere')
      : passkeyFailureText(error, { cancelled: t('security.passkeys.cancelled'), failed: t('security.failed') }),
  );
}

/** A passkey's rename or removal: once it is done, a toast, the list read again and the row's form closed. */
function usePasskeyChange(onClose: () => void) {
  const utils = trpc.useUtils();
  const failure = useFailure();
  const change = (send: () => Promise<unknown>, doneTitle: string) =>
    failure.attempt(async () => {
      await send();
      notify({ type: 'success', title: doneTitle });
      await utils.account.passkeys.list.invalidate();
      onClose();
    });
  return { ...failure, change };
}

/** The password, asked only when this session has not proved the second factor. */
function PasswordField({ registered, error }: { registered: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('security.passkeys.password')} error={error} isRequired>
      <Input type="password" autoComplete="current-password" {...registered} />
    </FormField>
  );
}

interface ChangeFormProps {
  label: string;
  isRemoval?: boolean;
  isSubmitting: boolean;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** Renaming or removing a passkey in its row: the fields, then the button and a way back. */
function ChangeForm({ label, isRemoval = false, isSubmitting, onSubmit, onCancel, children }: ChangeFormProps) {
  const { t } = useTranslation();
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      mt="3"
    >
      <Stack gap="3" maxW="sm" role="group" aria-label={label}>
        {children}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette={isRemoval ? 'red' : 'brand'} loading={isSubmitting}>
            {isRemoval ? t('security.passkeys.remove') : t('security.passkeys.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('security.passkeys.cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

interface PasskeyChangeProps {
  passkey: TPasskey;
  passwordNeeded: boolean;
  onClose: () => void;
}

function RenameForm({ passkey, passwordNeeded, onClose }: PasskeyChangeProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const { form, field } = useZodForm(RENAME_SCHEMA, {
    defaultValues: passwordNeeded ? { name: passkey.name, password: '' } : { name: passkey.name },
  });
  const errorText = useErrorText();
  const { failure, clearing, change } = usePasskeyChange(onClose);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(({ name, password }) =>
    change(
      () => utils.client.account.passkeys.rename.mutate({ id: passkey.id, name, password }),
      t('security.passkeys.renamed'),
    ),
  );

  return (
    <ChangeForm label={t('security.passkeys.rename')} isSubmitting={isSubmitting} onSubmit={submit} onCancel={onClose}>
      <FormField
        label={t('security.passkeys.name')}
        error={(passwordNeeded ? undefined : failure) ?? errorText(errors.name)}
        isRequired
      >
        <Input maxLength={PASSKEY_NAME_MAX_LENGTH} autoFocus {...clearing(field('name'))} />
      </FormField>
      {passwordNeeded && (
        <PasswordField registered={clearing(field('password'))} error={failure ?? errorText(errors.password)} />
      )}
    </ChangeForm>
  );
}

function RemoveForm({ passkey, passwordNeeded, onClose }: PasskeyChangeProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const { form, field } = useZodForm(REMOVE_SCHEMA, { defaultValues: passwordNeeded ? { password: '' } : {} });
  const errorText = useErrorText();
  const { failure, clearing, change } = usePasskeyChange(onClose);
  const { errors, isSubmitting } = form.formState;
  const title = t('security.passkeys.removeTitle', { name: passkey.name });

  const submit = form.handleSubmit(({ password }) =>
    change(
      () => utils.client.account.passkeys.delete.mutate({ id: passkey.id, password }),
      t('security.passkeys.removed'),
    ),
  );

  return (
    <ChangeForm label={title} isRemoval isSubmitting={isSubmitting} onSubmit={submit} onCancel={onClose}>
      <Stack gap="1" data-testid="passkey-remove-confirm">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('security.passkeys.removeText')}
        </Text>
        {failure && !passwordNeeded && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
      {passwordNeeded && (
        <PasswordField registered={clearing(field('password'))} error={failure ?? errorText(errors.password)} />
      )}
    </ChangeForm>
  );
}

type Mode = 'view' | 'rename' | 'remove';

function PasskeyRow({ passkey, passwordNeeded }: { passkey: TPasskey; passwordNeeded: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('view');
  const close = () => setMode('view');

  const meta = [
    t('security.passkeys.created', { date: formatDateTime(passkey.created_at) }),
    passkey.last_used_at
      ? t('security.passkeys.lastUsed', { date: formatDateTime(passkey.last_used_at) })
      : t('security.passkeys.neverUsed'),
  ].join(' · ');

  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" rounded="md" p="3" data-testid="passkey-row">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-word" data-testid="passkey-name">
              {passkey.name}
            </Text>
            {passkey.backed_up && (
              <Badge colorPalette="blue" variant="subtle">
                {t('security.passkeys.synced')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {meta}
          </Text>
        </Stack>
        {mode === 'view' && (
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => setMode('rename')}>
              {t('security.passkeys.rename')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setMode('remove')}>
              {t('security.passkeys.remove')}
            </Button>
          </HStack>
        )}
      </HStack>
      {mode === 'rename' && <RenameForm passkey={passkey} passwordNeeded={passwordNeeded} onClose={close} />}
      {mode === 'remove' && <RemoveForm passkey={passkey} passwordNeeded={passwordNeeded} onClose={close} />}
    </Box>
  );
}

/** Adds a passkey: its name, then the browser's own prompt (fingerprint, face, PIN or a security key). */
function AddPasskeyForm({ onAdded }: { onAdded?: () => Promise<void> }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const { form, field } = useZodForm(ADD_SCHEMA, { defaultValues: { name: '' } });
  const errorText = useErrorText();
  const { failure, show, clear } = useFailure();
  const { errors, isSubmitting } = form.formState;
  const error = failure ?? errorText(errors.name);
  const supported = passkeysSupported();

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const { options } = await utils.client.account.passkeys.registrationOptions.mutate();
      const response = await createPasskey(options);
      await utils.client.account.passkeys.register.mutate({ name, response });
      notify({ type: 'success', title: t('security.passkeys.added') });
      form.reset({ name: '' });
      await utils.invalidate();
      await onAdded?.();
    } catch (failed) {
      show(failed);
    }
  });

  if (!supported) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('security.passkeys.unsupported')}
      </Text>
    );
  }
  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} data-testid="passkey-add">
      <Stack gap="3" maxW="sm">
        <FormField
          label={t('security.passkeys.name')}
          error={error}
          hint={error ? undefined : t('security.passkeys.nameHint')}
          isRequired
        >
          <Input
            {...field('name')}
            // The input keeps its name in the page, and react-hook-form finds a changed field by the
            // input's name: the value is set here.
            name="passkey-name"
            onChange={(event) => {
              clear();
              form.clearErrors('name');
              form.setValue('name', event.target.value);
            }}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={isSubmitting}
          loadingText={t('security.passkeys.adding')}
        >
          <KeyRoundIcon />
          {t('security.passkeys.add')}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** The security page's passkeys: what they are, the list (rename, remove) and a way to add one. */
export function PasskeysSection({ onAdded }: { onAdded?: () => Promise<void> }) {
  const { t } = useTranslation();
  const list = trpc.account.passkeys.list.useQuery();
  return (
    <AccountSection
      icon={<KeyRoundIcon />}
      title={t('security.passkeys.title')}
      aside={
        list.data && list.data.passkeys.length > 0 ? (
          <Badge colorPalette="green" variant="subtle">
            {list.data.passkeys.length}
          </Badge>
        ) : undefined
      }
      data-testid="passkeys-section"
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('security.passkeys.intro')}
        </Text>
        {!list.data ? (
          <QueryState isError={list.isError} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
        ) : list.data.passkeys.length === 0 ? (
          <Text data-testid="passkeys-none">{t('security.passkeys.none')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {list.data.passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} passwordNeeded={list.data.mustConfirm} />
            ))}
          </Stack>
        )}
        <AddPasskeyForm onAdded={onAdded} />
      </Stack>
    </AccountSection>
  );
}
