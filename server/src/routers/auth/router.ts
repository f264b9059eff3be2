import { router } from '../../trpc/init';
import { passkeyAuthRouter } from './passkey';
import { confirmEmailChange } from './confirm-email-change';
import { getSession } from './get-session';
import { login } from './login';
import { logout } from './logout';
import { register } from './register';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { sendPasswordReset } from './send-password-reset';
import { verifyEmail } from './verify-email';
import { verifySecondFactor } from './verify-second-factor';

export const authRouter = router({
  session: getSession,
  login,
  logout,
  register,
  resendVerification,
  verifyEmail,
  sendPasswordReset,
  resetPassword,
  verifySecondFactor,
  confirmEmailChange,
  passkey: passkeyAuthRouter,
});
