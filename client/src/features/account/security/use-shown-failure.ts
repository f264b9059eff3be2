import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/errors';

/**
 * A refusal of a security form (a wrong code or password) as the person should read it, shown
 * under its field until they type there again. By default the server's own words.
 */
export function useShownFailure(textOf?: (error: unknown) => string) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | undefined>();
  const show = (error: unknown) =>
    setFailure(textOf ? textOf(error) : (serverMessageOf(error) ?? t('security.failed')));
  const clear = () => setFailure(undefined);
  /** A field's registration that clears the failure at the next keystroke. */
  const clearing = (registered: UseFormRegisterReturn): UseFormRegisterReturn => ({
    ...registered,
    onChange: (event) => {
      clear();
      return registered.onChange(event);
    },
  });
  /** Runs a form's call; what it throws is shown. */
  const attempt = async (call: () => Promise<void>) => {
    try {
      await call();
    } catch (error) {
      show(error);
    }
  };
  return { failure, show, clear, clearing, attempt };
}
