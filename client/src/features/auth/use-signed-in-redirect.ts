import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isServerPath, safeRedirectPath } from '@ctf/shared/redirect';
import type { TSessionUser } from '@ctf/shared/schemas/user';
import { forgetCachedData } from '../../lib/cached-data';
import { PATHS } from '../../lib/paths';

/**
 * Whether someone is signed in, from the REST twin of `auth.session`: one plain request, so a form
 * page need not load the tRPC client (lazy-api.ts) just to know.
 */
async function isSignedIn(signal: AbortSignal): Promise<boolean> {
  const response = await fetch('/api/auth/session', { credentials: 'include', signal });
  if (!response.ok) return false;
  const session = (await response.json()) as { user: TSessionUser | null };
  return session.user !== null;
}

/** Where the login page leads: its redirect_uri when that is a path on this site, else the signed-in area. */
export function useLoginTarget(): string {
  const [searchParams] = useSearchParams();
  return safeRedirectPath(searchParams.get('redirect_uri'), PATHS.app);
}

/**
 * Goes on as a user who has just signed in. Whatever was cached for whoever was here before is
 * dropped first. A path the server answers itself (the CTFd sign-in, /api/auth/external/ctfd) is
 * loaded by the browser: the client's router would show its not-found page there. Both replace the
 * form in the history, so Back does not return to it.
 */
export function useGoSignedIn() {
  const navigate = useNavigate();
  return async (target: string) => {
    forgetCachedData();
    if (isServerPath(target)) window.location.replace(target);
    else await navigate(target, { replace: true });
  };
}

/**
 * A signed-in user has no use for the login or registration form and goes on to `target`. The
 * form is shown meanwhile; if the check fails, it simply stays.
 */
export function useLeaveIfSignedIn(target: string) {
  const goSignedIn = useGoSignedIn();
  const leave = useEffectEvent(() => void goSignedIn(target));

  useEffect(() => {
    const controller = new AbortController();
    isSignedIn(controller.signal).then(
      (signedIn) => {
        if (signedIn) leave();
      },
      () => {},
    );
    return () => controller.abort();
  }, []);
}
