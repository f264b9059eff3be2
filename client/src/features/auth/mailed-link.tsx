import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useEffectEvent } from 'react';
import { loadApi } from './lazy-api';
import { VERIFY_DELAY_MS } from './timing';

type Api = Awaited<ReturnType<typeof loadApi>>;

interface MailedTokenCall<TAnswer> {
  /** The call that spends the token. */
  send: (api: Api, token: string) => Promise<TAnswer>;
  onAnswer: (answer: TAnswer) => void;
  /** The call failed, or the client's code could not be fetched. */
  onError: (error: unknown) => void;
}

/**
 * A page opened from a mailed link sends its token once, after a short wait (spec section 9). The
 * call is made from a timer that the effect's clean-up cancels, so React's development double-run
 * of effects (StrictMode) still makes exactly one call. The client's code is fetched during the
 * wait; a failure shows when the call is made.
 */
export function useMailedTokenCall<TAnswer>(
  token: string | null,
  { send, onAnswer, onError }: MailedTokenCall<TAnswer>,
) {
  const callOnce = useEffectEvent(async (value: string) => {
    try {
      onAnswer(await send(await loadApi(), value));
    } catch (error) {
      onError(error);
    }
  });
  useEffect(() => {
    if (!token) return;
    void loadApi().catch(() => {});
    const timer = setTimeout(() => void callOnce(token), VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token]);
}

/** What the page shows while the link's token is being sent. */
export function MailedLinkPending({ text }: { text: string }) {
  return (
    <HStack gap="3" role="status" py="4">
      <Spinner size="md" color="brand.solid" />
      <Text>{text}</Text>
    </HStack>
  );
}
