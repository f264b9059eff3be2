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
}
