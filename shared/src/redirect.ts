function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
}

/**
 * A same-site path to go to after signing in or linking, or `fallback`: refuses absolute URLs,
 * protocol-relative `//host`, backslash tricks and control characters (no open redirect).
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    hasControlCharacter(value)
  ) {
    return fallback;
  }
  try {
    const base = 'http://same.origin';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
