/** Page addresses; spec section 2. */
export const PATHS = {
  home: '/',
  results: '/rezultati-sccquals2025',
  resultsOf: '/rezultati/:slug',
  /** Every season's published results (issue 31). */
  resultsIndex: '/rezultati',
  /** The public check of a certificate's code (issue 33), with and without a code. */
  certificateCheck: '/certificates',
  certificate: '/certificates/:code',
  registration: '/auth/registration',
  login: '/auth/login',
  verifyEmail: '/auth/verify-email',
  resendVerifyEmail: '/auth/resend-verify-email',
  forgotPassword: '/auth/forgot-password',
  passwordReset: '/auth/password-reset',
  confirmEmailChange: '/auth/confirm-email-change',
  /** A school's link (issue 33): names the school and leads to the application with it filled in. */
  join: '/join/:code',
  /** Where an institution's contact confirms a teacher's request to mentor it. */
  mentorConfirm: '/mentor-confirm',
  app: '/app',
  dashboard: '/app/dashboard',
  competitions: '/app/competitions',
  account: '/app/account',
  competitorWizard: '/app/account/competitor',
  /** A mentor's view of their schools' consenting students. */
  mentor: '/app/mentor',
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

/** The public check page of a certificate (its QR code leads here too). */
export function certificatePath(code: string): string {
  return `/certificates/${encodeURIComponent(code)}`;
}

/** A school's link, as a mentor shares it (a path: the page adds its own origin). */
export function joinPath(code: string): string {
  return `/join/${encodeURIComponent(code)}`;
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
