let clearCache: (() => void) | undefined;

/** Called once by the data provider when its code loads; until then nothing is cached. */
export function setCacheClearer(clear: () => void) {
  clearCache = clear;
}

/**
 * Forgets every cached answer: the signed-in user has changed (a login, a password reset), so the
 * next page that reads data, the session first, asks the server again. The public forms call this
 * without loading React Query themselves.
 */
export function forgetCachedData() {
  clearCache?.();
  signedInCheck = undefined;
}

let signedInCheck: Promise<boolean> | undefined;

/**
 * Whether someone is signed in, for the public pages: one plain request to the REST twin of
 * `auth.session` per page load (not the tRPC client, which public pages do not load), shared by
 * every component that asks and forgotten with the cache.
 */
export function checkSignedIn(): Promise<boolean> {
  signedInCheck ??= fetch('/api/auth/session', { credentials: 'include' })
    .then(async (response) => response.ok && ((await response.json()) as { user: unknown }).user !== null)
    .catch(() => false);
  return signedInCheck;
}
