/** Public page addresses; spec section 2. */
export const PATHS = {
  home: '/',
  results: '/rezultati-sccquals2025',
  registration: '/auth/registration',
  login: '/auth/login',
  verifyEmail: '/auth/verify-email',
  resendVerifyEmail: '/auth/resend-verify-email',
  forgotPassword: '/auth/forgot-password',
  passwordReset: '/auth/password-reset',
} as const;
