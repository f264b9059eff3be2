/** Page addresses; spec section 2. */
export const PATHS = {
  home: '/',
  results: '/rezultati-sccquals2025',
  resultsOf: '/rezultati/:slug',
  /** Every season's published results (issue 31). */
  resultsIndex: '/rezultati',
  registration: '/auth/registration',
  login: '/auth/login',
  verifyEmail: '/auth/verify-email',
  resendVerifyEmail: '/auth/resend-verify-email',
  forgotPassword: '/auth/forgot-password',
  passwordReset: '/auth/password-reset',
  confirmEmailChange: '/auth/confirm-email-change',
  app: '/app',
  dashboard: '/app/dashboard',
  competitions: '/app/competitions',
  account: '/app/account',
  competitorWizard: '/app/account/competitor',
  twoFactor: '/app/account/two-factor',
  accountSecurity: '/app/account/security',
  privacy: '/privacy',
  competitorRegistration: '/app/competitor-registration',
  organizer: '/organizer',
  admin: '/admin',
} as const;

/** The public results page of a competition (issue 12: every public competition has one). */
export function resultsPath(slug: string): string {
  return `/rezultati/${encodeURIComponent(slug)}`;
}

/** "Forgot password" with the address filled in (e.g. from the registration's "e-mail taken"). */
export function forgotPasswordPath(email?: string): string {
  return email ? `${PATHS.forgotPassword}?email=${encodeURIComponent(email)}` : PATHS.forgotPassword;
}

/**
 * The resend-verification form, with the address filled in when it is known, keeping the way back
 * to a CTFd (redirect_uri) so the new link leads there too.
 */
export function resendVerificationPath(email?: string, redirectUri?: string | null): string {
  const query = new URLSearchParams({
    ...(email ? { email } : {}),
    ...(redirectUri ? { redirect_uri: redirectUri } : {}),
  });
  return query.size > 0 ? `${PATHS.resendVerifyEmail}?${query.toString()}` : PATHS.resendVerifyEmail;
}

/** Two-step sign-in setup (or confirmation), which then goes on to `next` (a staff area). */
export function twoFactorPathFor(next?: string): string {
  return next ? `${PATHS.twoFactor}?${new URLSearchParams({ next }).toString()}` : PATHS.twoFactor;
}

/** The login page that brings the user back to `returnTo` (path + query) afterwards. */
export function loginPathFor(returnTo: string): string {
  return `${PATHS.login}?${new URLSearchParams({ redirect_uri: returnTo }).toString()}`;
}
