/**
 * A same-site path to go to after signing in or linking, or `fallback`: refuses absolute URLs,
 * protocol-relative `//host`, backslash tricks and control characters (no open redirect).
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value))
    return fallback;
  try {
    const base = 'http://same.origin';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
