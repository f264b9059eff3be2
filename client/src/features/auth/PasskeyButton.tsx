import { Button } from '@chakra-ui/react/button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from './FormNotice';
import { loadApi } from './lazy-api';
import { passkeyFailureText } from './passkey-browser';

type Api = Awaited<ReturnType<typeof loadApi>>;

interface PasskeyButtonProps {
  /** Asks the server for a challenge, has the browser's passkey sign it and sends the answer. */
  assert: (api: Api) => Promise<void>;
  /** The server accepted the passkey: the sign-in is complete. */
  onDone: () => Promise<void>;
  /** A failure the step deals with itself (returns true); any other is shown above the button. */
  onFailure?: (failure: unknown) => boolean;
  variant?: 'outline';
  children: ReactNode;
}

/** A passkey step of signing in: busy while the browser's prompt is open, its failure in words above it. */
export function PasskeyButton({ assert, onDone, onFailure, variant, children }: PasskeyButtonProps) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      await assert(await loadApi());
    } catch (failure) {
      setBusy(false);
      if (onFailure?.(failure)) return;
      setError(passkeyFailureText(failure, { cancelled: t('auth.passkey.cancelled'), failed: t('auth.login.failed') }));
      return;
    }
    await onDone();
  }

  return (
    <>
      {error && <FormNotice status="error" title={error} takeFocus />}
      <Button
        size="lg"
        w="full"
        variant={variant}
        colorPalette="brand"
        loading={isBusy}
        loadingText={t('auth.passkey.signingIn')}
        onClick={() => void signIn()}
      >
        {children}
      </Button>
    </>
  );
}
