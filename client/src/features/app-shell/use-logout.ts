import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { forgetCachedData } from '../../lib/cached-data';
import { PATHS } from '../../lib/paths';
import { trpc } from '../../lib/trpc';

/** Ends the session, leaves for the login page, then forgets every cached answer of this user. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = trpc.auth.logout.useMutation();

  const logout = async () => {
    try {
      await mutation.mutateAsync();
    } catch {
      notify({ type: 'error', title: t('app.logoutFailed') });
      return;
    }
    // Leaving first: with the cache cleared while still here, the guard would read "no user" and
    // send the user to login with this page as the redirect.
    await navigate(PATHS.login, { replace: true });
    queryClient.clear();
    forgetCachedData();
  };

  return { logout, isLoggingOut: mutation.isPending };
}
