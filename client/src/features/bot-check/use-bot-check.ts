import { useCallback, useState } from 'react';
import { notify } from '../../components/ui/notify';
import type { BotCheckAction } from './actions';

/**
 * The token a form holds for its `action`, and the key that recreates its widget. Spec section 4: a
 * token is held after a challenge and cleared on expiry; after any failure of the form's call the
 * widget is recreated and must be solved again (tokens are single-use anyway).
 */
export function useBotCheck(action: BotCheckAction) {
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setResetKey((key) => key + 1);
  }, []);
  /** The solved token; none yet: an error toast titled `missingTitle` asks for it, and the form waits. */
  const tokenOrAsk = (missingTitle: string) => {
    if (!token) notify({ type: 'error', title: missingTitle });
    return token;
  };
  return { action, token, resetKey, onToken: setToken, reset, tokenOrAsk };
}
