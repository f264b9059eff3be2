/**
 * Spec "Shared layout": the public pages with their own artwork, as a path and the artwork's name.
 * Written out rather than taken from backgrounds.ts, so that the unit and browser tests hold the
 * code to the spec.
 */
export const ARTWORK_ROUTES: [path: string, artwork: string][] = [
  ['/', 'home'],
  ['/auth/registration', 'registration'],
  ['/auth/verify-email', 'verify-email'],
  ['/auth/login', 'login'],
  ['/auth/password-reset', 'password-reset'],
  ['/auth/forgot-password', 'forgot-password'],
  ['/rezultati-sccquals2025', 'results'],
];
