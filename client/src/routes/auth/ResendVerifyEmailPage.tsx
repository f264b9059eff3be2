import { authFormPage } from '../../features/auth/AuthCard';
import { ResendVerificationForm } from '../../features/auth/ResendVerificationForm';

export const ResendVerifyEmailPage = authFormPage('resendVerifyEmail', ResendVerificationForm);
