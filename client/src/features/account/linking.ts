import { PATHS } from '../../lib/paths';

export const LINK_PROVIDERS = ['discord', 'github'] as const;
export type LinkProvider = (typeof LINK_PROVIDERS)[number];

const LINK_ERRORS = [
  'already_linked',
  'denied',
  'failed',
  'not_configured',
  'wrong_address',
  'stand_in_local',
] as const;
export type LinkError = (typeof LINK_ERRORS)[number];

export type LinkResult = { provider: LinkProvider; error: null } | LinkFailure;
export interface LinkFailure {
  provider: LinkProvider;
  error: LinkError;
}

/** The parameters the server adds when it brings the browser back from a provider. */
const RESULT_PARAMS = ['linked', 'link_error', 'provider'] as const;

const isProvider = (value: string | null): value is LinkProvider => LINK_PROVIDERS.some((p) => p === value);

/**
 * Where the browser goes to link (or relink) an account: a full page load, since the server sends
 * it on to the provider and back to the account page.
 */
export function authorizeUrl(provider: LinkProvider): string {
  return `/api/auth/external/${provider}/authorize?${new URLSearchParams({ redirect_uri: PATHS.account }).toString()}`;
}

/**
 * What the server's redirect says: `?linked=discord`, or `?link_error=<reason>&provider=github`.
 * An unknown reason reads as a plain failure; without a known provider there is nothing to say.
 */
export function readLinkResult(params: URLSearchParams): LinkResult | null {
  const linked = params.get('linked');
  if (isProvider(linked)) return { provider: linked, error: null };
  const error = params.get('link_error');
  const provider = params.get('provider');
  if (error === null || !isProvider(provider)) return null;
  return { provider, error: LINK_ERRORS.find((known) => known === error) ?? 'failed' };
}

/** The query without the link result, or null when it had none. */
export function withoutLinkResult(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!RESULT_PARAMS.some((name) => params.has(name))) return null;
  for (const name of RESULT_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
