import { HStack, Stack } from '@chakra-ui/react/stack';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getPasskeyAssertion, passkeysSupported } from './passkey-browser';
import { PasskeyButton } from './PasskeyButton';

/** A key icon (Lucide "key-round"), drawn inline so the login page loads no icon set for it. */
function KeyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z" />
      <circle cx="16.5" cy="7.5" r=".5" fill="currentColor" />
    </svg>
  );
}

const unchanging = () => () => {};

/**
 * The prerendered login page (server) shows the passkey button, as nearly every browser it is sent
 * to supports passkeys; a browser without them drops it after hydration.
 */
function usePasskeysSupported(): boolean {
  return useSyncExternalStore(unchanging, passkeysSupported, () => true);
}

/**
 * "Sign in with a passkey" under the password form: a discoverable passkey, unlocked on the device,
 * signs in without the password (and counts as the second step too). The WebAuthn code loads on click.
 */
export function PasskeySignIn({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const supported = usePasskeysSupported();
  if (!supported) return null;

  return (
    <Stack gap="4" data-testid="passkey-sign-in">
      <HStack gap="3" color="fg.muted">
        <Box flex="1" borderTopWidth="1px" borderColor="border.muted" />
        <Text fontSize="sm">{t('auth.passkey.or')}</Text>
        <Box flex="1" borderTopWidth="1px" borderColor="border.muted" />
      </HStack>
      <PasskeyButton
        variant="outline"
        assert={async (api) => {
          const { attemptId, options } = await api.auth.passkey.loginOptions.mutate();
          const response = await getPasskeyAssertion(options);
          await api.auth.passkey.login.mutate({ attemptId, response });
        }}
        onDone={onDone}
      >
        <KeyIcon />
        {t('auth.passkey.signIn')}
      </PasskeyButton>
    </Stack>
  );
}
