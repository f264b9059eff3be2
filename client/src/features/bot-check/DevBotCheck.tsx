import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_CHECK_TOKEN_LIFETIME_MS, type BotCheckWidgetProps } from './actions';
import { CheckIcon, ShieldCheckIcon } from './icons';

type DevCheckState = 'idle' | 'checking' | 'solved' | 'failed' | 'expired';

const DEV_TOKEN_URL = '/api/dev/bot-check';
// Dropped a little before the server's limit, so a token is never sent in its last seconds.
const TOKEN_KEPT_MS = BOT_CHECK_TOKEN_LIFETIME_MS - 10_000;

async function fetchDevToken(): Promise<string> {
  const response = await fetch(DEV_TOKEN_URL, { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(`The development bot-check answered ${response.status}`);
  const body: unknown = await response.json();
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token === '') throw new Error('The development bot-check sent no token');
  return token;
}

/**
 * Development stand-in for Turnstile, shaped like a human-verification box: one click asks the
 * server for a signed token (valid 5 minutes, single use) and shows the box solved until it expires.
 */
export function DevBotCheck({ action, onToken }: BotCheckWidgetProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<DevCheckState>('idle');
  const isMounted = useRef(false);
  const expiryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      clearTimeout(expiryTimer.current);
    };
  }, []);

  const solve = async () => {
    if (state === 'checking' || state === 'solved') return;
    setState('checking');
    try {
      const token = await fetchDevToken();
      // A widget replaced meanwhile (the form was reset) must not hand its token to the form.
      if (!isMounted.current) return;
      setState('solved');
      onToken(token);
      expiryTimer.current = setTimeout(() => {
        setState('expired');
        onToken(null);
      }, TOKEN_KEPT_MS);
    } catch (error) {
      console.error(error);
      if (!isMounted.current) return;
      setState('failed');
      onToken(null);
    }
  };

  const isSolved = state === 'solved';
  const problem = state === 'failed' ? t('botCheck.failed') : state === 'expired' ? t('botCheck.expired') : null;

  return (
    <Stack gap="1.5">
      <chakra.button
        type="button"
        role="checkbox"
        aria-checked={isSolved}
        aria-busy={state === 'checking'}
        data-testid="bot-check"
        data-state={state}
        data-action={action}
        onClick={() => void solve()}
        display="flex"
        alignItems="center"
        gap="3"
        w="full"
        minH="16"
        px="3"
        py="2.5"
        textAlign="start"
        bg="bg.muted"
        borderWidth="1px"
        borderColor={isSolved ? 'green.700' : 'border'}
        rounded="md"
        cursor={isSolved ? 'default' : 'pointer'}
        transition="border-color 0.15s"
        _hover={isSolved ? undefined : { borderColor: 'border.emphasized' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Box
          as="span"
          flexShrink={0}
          display="grid"
          placeItems="center"
          boxSize="7"
          rounded="sm"
          borderWidth="2px"
          borderColor={isSolved ? 'green.500' : 'fg.subtle'}
          bg={isSolved ? 'green.500' : 'bg'}
          color="gray.950"
          fontSize="lg"
        >
          {state === 'checking' ? <Spinner size="sm" color="brand.solid" /> : isSolved ? <CheckIcon /> : null}
        </Box>
        <Box as="span" flex="1" minW="0">
          <Text as="span" display="block" fontWeight="medium">
            {t('botCheck.devLabel')}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.subtle">
            ({t('botCheck.devNote')})
          </Text>
        </Box>
        <Box
          as="span"
          flexShrink={0}
          textAlign="center"
          color={isSolved ? 'green.400' : 'fg.subtle'}
          aria-hidden="true"
        >
          <ShieldCheckIcon size="22" style={{ margin: '0 auto' }} />
          <Text as="span" display="block" fontSize="2xs" fontFamily="mono" letterSpacing="wider">
            DEV
          </Text>
        </Box>
      </chakra.button>
      {isSolved && (
        <Text role="status" fontSize="xs" color="green.300">
          {t('botCheck.solved')}
        </Text>
      )}
      {problem && (
        <Text role="alert" fontSize="sm" color="red.300">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
