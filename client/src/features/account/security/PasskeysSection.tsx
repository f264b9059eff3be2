import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX_LENGTH, type TPasskey } from '@ctf/shared/schemas/passkeys';
import { lucideIcon } from '../../../components/ui/lucide-icon';
import { notify } from '../../../components/ui/notify';
import { formatDateTime } from '../../../lib/dates';
import { serverMessageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import {
  createPasskey,
  isPasskeyAlreadyThere,
  isPasskeyCancelled,
  passkeysSupported,
} from '../../auth/passkey-browser';
import { AccountSection } from '../AccountSection';
import { QueryState } from '../QueryState';
import { FormField } from '../../../components/form/FormField';

export const KeyRoundIcon = lucideIcon(
  [
    'path',
    {
      d: 'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z',
    },
  ],
  ['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
);

/** A thrown error as the person should read it (a closed prompt is no failure of theirs). */
function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (isPasskeyAlreadyThere(error)) return t('security.passkeys.alreadyThere');
    if (isPasskeyCancelled(error)) return t('security.passkeys.cancelled');
    return serverMessageOf(error) ?? t('security.failed');
  };
}

/** The password, asked only when this session has not proved the second factor. */
function PasswordField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('security.passkeys.password')} error={error} isRequired>
      <Input
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

type Mode = { kind: 'view' } | { kind: 'rename' } | { kind: 'remove' };

function PasskeyRow({ passkey, passwordNeeded }: { passkey: TPasskey; passwordNeeded: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const failureText = useFailureText();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [name, setName] = useState(passkey.name);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function reset(next: Mode) {
    setMode(next);
    setName(passkey.name);
    setPassword('');
    setError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode.kind === 'rename' && !name.trim()) return setError(t('security.passkeys.nameRequired'));
    if (passwordNeeded && !password) return setError(t('security.passwordRequired'));
    setBusy(true);
    try {
      const confirm = passwordNeeded ? { password } : {};
      if (mode.kind === 'rename') {
        await utils.client.account.passkeys.rename.mutate({ id: passkey.id, name, ...confirm });
        notify({ type: 'success', title: t('security.passkeys.renamed') });
      } else {
        await utils.client.account.passkeys.delete.mutate({ id: passkey.id, ...confirm });
        notify({ type: 'success', title: t('security.passkeys.removed') });
      }
      await utils.account.passkeys.list.invalidate();
      reset({ kind: 'view' });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

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
        {mode.kind === 'view' && (
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => reset({ kind: 'rename' })}>
              {t('security.passkeys.rename')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => reset({ kind: 'remove' })}>
              {t('security.passkeys.remove')}
            </Button>
          </HStack>
        )}
      </HStack>
      {mode.kind !== 'view' && (
        <chakra.form noValidate onSubmit={(event) => void submit(event)} mt="3">
          <Stack
            gap="3"
            maxW="sm"
            role="group"
            aria-label={
              mode.kind === 'rename'
                ? t('security.passkeys.rename')
                : t('security.passkeys.removeTitle', { name: passkey.name })
            }
          >
            {mode.kind === 'rename' ? (
              <Field.Root invalid={Boolean(error) && !passwordNeeded} required>
                <Field.Label>{t('security.passkeys.name')}</Field.Label>
                <Input
                  value={name}
                  maxLength={PASSKEY_NAME_MAX_LENGTH}
                  autoFocus
                  onChange={(event) => {
                    setName(event.target.value);
                    setError(undefined);
                  }}
                />
                {error && !passwordNeeded && <Field.ErrorText>{error}</Field.ErrorText>}
              </Field.Root>
            ) : (
              <Stack gap="1" data-testid="passkey-remove-confirm">
                <Text fontWeight="semibold">{t('security.passkeys.removeTitle', { name: passkey.name })}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('security.passkeys.removeText')}
                </Text>
                {error && !passwordNeeded && (
                  <Text fontSize="sm" color="fg.error" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
            )}
            {passwordNeeded && (
              <PasswordField
                value={password}
                onChange={(value) => {
                  setPassword(value);
                  setError(undefined);
                }}
                error={error}
              />
            )}
            <HStack gap="2">
              <Button type="submit" size="sm" colorPalette={mode.kind === 'remove' ? 'red' : 'brand'} loading={busy}>
                {mode.kind === 'remove' ? t('security.passkeys.remove') : t('security.passkeys.save')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => reset({ kind: 'view' })}>
                {t('security.passkeys.cancel')}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      )}
    </Box>
  );
}

/** Adds a passkey: its name, then the browser's own prompt (fingerprint, face, PIN or a security key). */
function AddPasskeyForm({ onAdded }: { onAdded?: () => Promise<void> }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const failureText = useFailureText();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const supported = passkeysSupported();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setError(t('security.passkeys.nameRequired'));
    setBusy(true);
    try {
      const { options } = await utils.client.account.passkeys.registrationOptions.mutate();
      const response = await createPasskey(options);
      await utils.client.account.passkeys.register.mutate({ name, response });
      notify({ type: 'success', title: t('security.passkeys.added') });
      setName('');
      await utils.invalidate();
      await onAdded?.();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

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
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>{t('security.passkeys.name')}</Field.Label>
          <Input
            name="passkey-name"
            value={name}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('security.passkeys.nameHint')}</Field.HelperText>
          )}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={busy}
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
