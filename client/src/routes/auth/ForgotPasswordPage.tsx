import { authFormPage } from '../../features/auth/AuthCard';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm';

export const ForgotPasswordPage = authFormPage('forgotPassword', ForgotPasswordForm);
