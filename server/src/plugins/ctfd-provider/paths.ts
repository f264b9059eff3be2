// The provider's own paths, and the CTFd pages a player is sent back to.

export const CTFD_AUTHORIZE_PATH = '/api/auth/external/ctfd';
export const CTFD_TOKEN_PATH = `${CTFD_AUTHORIZE_PATH}/token`;
export const CTFD_USER_PATH = `${CTFD_AUTHORIZE_PATH}/user`;
/** The player's team alone, for a token granted the `team` scope (CTFd 3.8.7 reads it from the user). */
export const CTFD_TEAM_PATH = `${CTFD_AUTHORIZE_PATH}/team`;
/** "Use another account": signs out of the platform and goes to the login page, keeping the way back. */
export const CTFD_SWITCH_PATH = `${CTFD_AUTHORIZE_PATH}/switch`;

/** CTFd's own login page: its redirect URI without the trailing `/redirect`, then `/login`. */
export function ctfdLoginUrl(redirectUri: string): string {
  const url = new URL(redirectUri);
  url.search = '';
  url.pathname = `${url.pathname.replace(/\/redirect\/?$/, '')}/login`.replace(/\/\/+/g, '/');
  return url.toString();
}

/**
 * CTFd's login button (`oauth_login`, /oauth): it starts a login with a fresh state, so it works
 * in any browser, unlike a stored authorization request whose state is bound to one CTFd session.
 */
export function ctfdStartUrl(redirectUri: string): string {
  const url = new URL(ctfdLoginUrl(redirectUri));
  url.pathname = url.pathname.replace(/\/login$/, '/oauth');
  return url.toString();
}
