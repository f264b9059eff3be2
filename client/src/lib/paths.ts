/** Page addresses; spec section 2. */
export const PATHS = {
  home: '/',
  results: '/rezultati-sccquals2025',
  registration: '/auth/registration',
  login: '/auth/login',
  verifyEmail: '/auth/verify-email',
  resendVerifyEmail: '/auth/resend-verify-email',
  forgotPassword: '/auth/forgot-password',
  passwordReset: '/auth/password-reset',
  app: '/app',
  dashboard: '/app/dashboard',
  competitions: '/app/competitions',
  account: '/app/account',
  competitorWizard: '/app/account/competitor',
  competitorRegistration: '/app/competitor-registration',
  organizer: '/organizer',
  admin: '/admin',
} as const;

/** The login page that brings the user back to `returnTo` (path + query) afterwards. */
/** The resend-verification form, with the address filled in when it is known. */
export function resendVerificationPath(email?: string): string {
  return email ? `${PATHS.resendVerifyEmail}?email=${encodeURIComponent(email)}` : PATHS.resendVerifyEmail;
}

export function loginPathFor(returnTo: string): string {
  return `${PATHS.login}?${new URLSearchParams({ redirect_uri: returnTo }).toString()}`;
}
