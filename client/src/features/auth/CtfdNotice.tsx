import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormNotice } from './FormNotice';

const CTFD_AUTHORIZE_PATH = '/api/auth/external/ctfd';

/** The CTFd client a sign-in is for, when the page's redirect_uri is the CTFd authorize endpoint. */
export function ctfdClientIdOf(redirectUri: string | null): string | null {
  if (!redirectUri?.startsWith(`${CTFD_AUTHORIZE_PATH}?`)) return null;
  return new URLSearchParams(redirectUri.slice(CTFD_AUTHORIZE_PATH.length + 1)).get('client_id');
}

/** Keeps the way back (redirect_uri) on links between the login and registration pages. */
export function useWithRedirect(): (path: string) => string {
  const [searchParams] = useSearchParams();
  const redirectUri = searchParams.get('redirect_uri');
  return (path) => (redirectUri ? `${path}?${new URLSearchParams({ redirect_uri: redirectUri }).toString()}` : path);
}

export interface CtfdTarget {
  name: string;
  competition: string | null;
  /** CTFd's own login start (derived by the server from the registered redirect URI). */
  start: string;
}

/** What the server says of this CTFd client (null while unknown, or when there is none). */
export function useCtfdTarget(clientId: string | null): CtfdTarget | null {
  const [target, setTarget] = useState<CtfdTarget | null>(null);
  useEffect(() => {
    if (!clientId) return;
    const controller = new AbortController();
    fetch(`${CTFD_AUTHORIZE_PATH}/client?client_id=${encodeURIComponent(clientId)}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? setTarget((await response.json()) as CtfdTarget) : undefined))
      .catch(() => {});
    return () => controller.abort();
  }, [clientId]);
  return clientId ? target : null;
}

/** Names the CTFd instance being entered (issue 13 item 2), on the login and registration pages. */
export function CtfdNotice() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const target = useCtfdTarget(ctfdClientIdOf(searchParams.get('redirect_uri')));

  if (!target) return null;
  return (
    <FormNotice status="info" title={t('auth.ctfd.title', { name: target.name })}>
      {target.competition ? t('auth.ctfd.competition', { competition: target.competition }) : t('auth.ctfd.playground')}
    </FormNotice>
  );
}
