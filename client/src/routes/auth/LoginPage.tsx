import { authFormPage } from '../../features/auth/AuthCard';
import { LoginForm } from '../../features/auth/LoginForm';

export const LoginPage = authFormPage('login', LoginForm);
