import { authFormPage } from '../../features/auth/AuthCard';
import { RegistrationForm } from '../../features/auth/RegistrationForm';

export const RegistrationPage = authFormPage('registration', RegistrationForm);
