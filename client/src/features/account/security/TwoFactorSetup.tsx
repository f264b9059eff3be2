import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Image } from '@chakra-ui/react/image';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectPath } from '@ctf/shared/redirect';
import { PATHS } from '@/lib/paths';
import { trpc } from '@/lib/trpc';
import { ShieldCheckIcon } from '../../app-shell/icons';
import { AccountSection } from '../AccountSection';
import { Notice } from '../Notice';
import { QueryState } from '../QueryState';
import { CodeForm } from './CodeForm';
import { getPasskeyAssertion, passkeyFailureText, passkeysSupported } from '../../auth/passkey-browser';
import { KeyRoundIcon, PasskeysSection } from './PasskeysSection';
import { PasswordConfirmForm } from './PasswordConfirmForm';

/** The setup key in groups of four, easier to type into an app by hand. */
function grouped(key: string) {
  return key.match(/.{1,4}/g)?.join(' ') ?? key;
}

/**
 * Two-step sign-in (TOTP): set it up (QR code or key, then a code to confirm), keep the ten
 * recovery codes, or confirm it in this session before a staff area opens (`?next=`).
 */
export function TwoFactorSetup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next') ? safeRedirectPath(searchParams.get('next'), PATHS.account) : null;
  const utils = trpc.useUtils();
  const status = trpc.account.secondFactor.status.useQuery();
  const start = trpc.account.secondFactor.start.useMutation();
  const confirm = trpc.account.secondFactor.confirm.useMutation();
  const verify = trpc.auth.verifySecondFactor.useMutation();
  const methods = trpc.auth.passkey.methods.useQuery();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | undefined>();

  async function goOn() {
    await utils.invalidate();
    await navigate(next ?? PATHS.accountSecurity, { replace: true });
  }

  /** Proves the second factor in this session with one of the account's passkeys. */
  async function confirmWithPasskey() {
    setPasskeyBusy(true);
    setPasskeyError(undefined);
    try {
      const { options } = await utils.client.auth.passkey.secondFactorOptions.mutate();
      const response = await getPasskeyAssertion(options);
      await utils.client.auth.passkey.verifySecondFactor.mutate({ response });
    } catch (failure) {
      setPasskeyBusy(false);
      setPasskeyError(
        passkeyFailureText(failure, { cancelled: t('security.passkeys.cancelled'), failed: t('security.failed') }),
      );
      return;
    }
    setPasskeyBusy(false);
    await goOn();
  }

  if (!status.data || !methods.data) {
    return (
      <QueryState
        isError={status.isError || methods.isError}
        onRetry={() => void Promise.all([status.refetch(), methods.refetch()])}
        isRetrying={status.isFetching || methods.isFetching}
      />
    );
  }
  const { enabled, verified, required, recoveryCodesLeft } = status.data;
  const hasPasskey = methods.data.passkey;

  if (recoveryCodes) {
    return (
      <AccountSection
        icon={<ShieldCheckIcon />}
        title={t('security.twoFactor.codesTitle')}
        data-testid="recovery-codes"
      >
        <Stack gap="4">
          <Text>{t('security.twoFactor.codesText')}</Text>
          <List.Root
            as="ol"
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
            gap="2"
            ps="5"
            fontFamily="mono"
          >
            {recoveryCodes.map((code) => (
              <List.Item key={code}>
                <Code fontSize="md" data-testid="recovery-code">
                  {code}
                </Code>
              </List.Item>
            ))}
          </List.Root>
          <Button colorPalette="brand" alignSelf="flex-start" onClick={() => void goOn()}>
            {next ? t('security.twoFactor.savedContinue') : t('security.twoFactor.saved')}
          </Button>
        </Stack>
      </AccountSection>
    );
  }

  return (
    <Stack gap="5">
      {required && !verified && (
        <Notice status="warning" title={t('security.twoFactor.requiredTitle')} data-testid="two-factor-required">
          {t('security.twoFactor.requiredText')}
        </Notice>
      )}
      {!verified && hasPasskey && passkeysSupported() && (
        <AccountSection icon={<KeyRoundIcon />} title={t('security.passkeys.title')} data-testid="two-factor-passkey">
          <Stack gap="3">
            {passkeyError && <Notice status="error" title={passkeyError} />}
            <Button
              colorPalette="brand"
              alignSelf="flex-start"
              loading={passkeyBusy}
              onClick={() => void confirmWithPasskey()}
            >
              <KeyRoundIcon />
              {t('security.passkeys.use')}
            </Button>
          </Stack>
        </AccountSection>
      )}
      {verified && !enabled && hasPasskey && next && (
        <Button
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={() => void goOn()}
          data-testid="two-factor-continue"
        >
          {t('security.twoFactor.continue')}
        </Button>
      )}
      <AccountSection
        icon={<ShieldCheckIcon />}
        title={t('security.twoFactor.title')}
        aside={
          <Badge colorPalette={enabled ? 'green' : 'gray'} variant="subtle" data-testid="two-factor-state">
            {enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
          </Badge>
        }
        data-testid="two-factor"
      >
        {!enabled && !start.data && (
          <Stack gap="4">
            <Text>{t('security.twoFactor.intro')}</Text>
            <Button
              colorPalette="brand"
              alignSelf="flex-start"
              loading={start.isPending}
              onClick={() => start.mutate()}
            >
              {t('security.twoFactor.start')}
            </Button>
          </Stack>
        )}
        {!enabled && start.data && (
          <Stack gap="5">
            <Text>{t('security.twoFactor.scan')}</Text>
            <HStack gap="6" align="flex-start" wrap="wrap">
              <Box bg="white" p="2" rounded="md" borderWidth="1px" flexShrink={0}>
                <Image
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qrSvg)}`}
                  alt={t('security.twoFactor.qrAlt')}
                  boxSize="44"
                  data-testid="two-factor-qr"
                />
              </Box>
              <Stack gap="2" minW="0" flex="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('security.twoFactor.manual')}
                </Text>
                <Code fontSize="md" wordBreak="break-all" data-testid="two-factor-key" data-key={start.data.setupKey}>
                  {grouped(start.data.setupKey)}
                </Code>
              </Stack>
            </HStack>
            <CodeForm
              label={t('security.twoFactor.code')}
              submitLabel={t('security.twoFactor.confirm')}
              testId="two-factor-confirm"
              onSubmit={async (code) => {
                const result = await confirm.mutateAsync({ code });
                setRecoveryCodes(result.recoveryCodes);
              }}
            />
          </Stack>
        )}
        {enabled && !verified && (
          <Stack gap="4">
            <Text>{t('security.twoFactor.confirmSession')}</Text>
            <CodeForm
              label={t('security.twoFactor.codeOrRecovery')}
              submitLabel={t('security.twoFactor.confirm')}
              testId="two-factor-verify"
              onSubmit={async (code) => {
                await verify.mutateAsync({ code });
                await goOn();
              }}
            />
          </Stack>
        )}
        {enabled && verified && (
          <Stack gap="4">
            <Text>{t('security.twoFactor.enabledText', { count: recoveryCodesLeft })}</Text>
            {next && (
              <Button colorPalette="brand" alignSelf="flex-start" onClick={() => void goOn()}>
                {t('security.twoFactor.continue')}
              </Button>
            )}
            {!required && (
              <PasswordConfirmForm
                label={t('security.twoFactor.disableLabel')}
                submitLabel={t('security.twoFactor.disable')}
                tone="red"
                onSubmit={async (password) => {
                  await utils.client.account.secondFactor.disable.mutate({ password });
                  await utils.invalidate();
                }}
              />
            )}
          </Stack>
        )}
      </AccountSection>
      {!enabled && !hasPasskey && (
        <Stack gap="3">
          <Text color="fg.muted">{t('security.passkeys.instead')}</Text>
          <PasskeysSection onAdded={next ? goOn : undefined} />
        </Stack>
      )}
    </Stack>
  );
}
