/** Where a signed-in user lands when no safe redirect_uri was given. */
export const DEFAULT_AFTER_LOGIN = '/app';

// C0 controls, DEL and C1 controls: browsers strip or reinterpret them inside URLs.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The redirect_uri of the login page, if it is a path on this site; null otherwise.
 * Only a single leading "/" is accepted ("//host" and "/\host" are other hosts to a browser),
 * backslashes and control characters anywhere are refused, and the resolved URL must keep our origin.
 * The result is the normalized path + query + fragment, never a full URL.
 */
export function safeRedirectPath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || CONTROL_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's target after success: the safe redirect_uri, or the signed-in area. */
export function afterLoginPath(redirectUri: string | null | undefined, origin: string): string {
  return safeRedirectPath(redirectUri, origin) ?? DEFAULT_AFTER_LOGIN;
}
