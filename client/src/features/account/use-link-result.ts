import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { readLinkResult, withoutLinkResult, type LinkFailure } from './linking';

/**
 * The outcome of a linking round trip, read once from the address the server came back to: a
 * success is a toast, a failure is returned for the page to show. The parameters are then taken
 * out of the address, so a reload or a shared link does not repeat the message.
 */
export function useLinkResult(): LinkFailure | null {
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const [result] = useState(() => readLinkResult(new URLSearchParams(search)));
  const isHandled = useRef(false);

  useEffect(() => {
    if (isHandled.current) return;
    isHandled.current = true;
    const rest = withoutLinkResult(search);
    if (rest === null) return;
    if (result?.error === null) {
      notify({
        type: 'success',
        title: t('account.linkResult.linked', { provider: t(`account.providers.${result.provider}`) }),
      });
    }
    void navigate({ pathname, search: rest }, { replace: true });
  }, [navigate, pathname, result, search, t]);

  return result?.error ? { provider: result.provider, error: result.error } : null;
}
