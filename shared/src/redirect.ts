/** Longer values are refused: no page of ours needs one, and URLs that long get cut by proxies. */
const MAX_REDIRECT_LENGTH = 2048;

// C0 controls, DEL and C1 controls: browsers strip or reinterpret them inside URLs.
function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

/**
 * A same-site path to go to after signing in or linking, or `fallback`: refuses absolute URLs,
 * protocol-relative `//host`, backslash tricks (`/\host` is another host to a browser) and control
 * characters (no open redirect). The answer is the normalized path + query + fragment, never a URL.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !isPlainPath(value)) return fallback;
  try {
    const base = 'http://same.origin';
    const url = new URL(value, base);
    const normalized = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can fold `/.//x` into `//x`: the normalized result is what a browser (or a later
    // `new URL(path, origin)`) reads, so it must pass the same checks and stay the same when reread.
    if (url.origin !== base || !isPlainPath(normalized)) return fallback;
    return new URL(normalized, base).origin === base ? normalized : fallback;
  } catch {
    return fallback;
  }
}

function isPlainPath(value: string): boolean {
  return (
    value.length <= MAX_REDIRECT_LENGTH &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !hasControlCharacter(value)
  );
}

/** Paths the server answers itself (the API, e.g. the CTFd sign-in), never the client's router. */
const SERVER_PATH = /^\/(api|trpc)(\/|$)/;

/** Whether a redirect target is one of the server's own paths: the browser must load it, not the client route it. */
export function isServerPath(path: string): boolean {
  return SERVER_PATH.test(path);
}
