import forgotPassword from '../../assets/backgrounds/forgot-password.svg';
import home from '../../assets/backgrounds/home.svg';
import login from '../../assets/backgrounds/login.svg';
import passwordReset from '../../assets/backgrounds/password-reset.svg';
import registration from '../../assets/backgrounds/registration.svg';
import results from '../../assets/backgrounds/results.svg';
import verifyEmail from '../../assets/backgrounds/verify-email.svg';
import { PATHS } from '../../lib/paths';

export const BACKGROUND_IMAGES = {
  home,
  registration,
  'verify-email': verifyEmail,
  login,
  'password-reset': passwordReset,
  'forgot-password': forgotPassword,
  results,
} as const;

export type BackgroundName = keyof typeof BACKGROUND_IMAGES | 'plain';

/** Spec "Shared layout": these pages have their own artwork; every other path is plain. */
const BACKGROUND_BY_PATH: Record<string, BackgroundName> = {
  [PATHS.home]: 'home',
  [PATHS.registration]: 'registration',
  [PATHS.verifyEmail]: 'verify-email',
  [PATHS.login]: 'login',
  [PATHS.passwordReset]: 'password-reset',
  [PATHS.forgotPassword]: 'forgot-password',
  [PATHS.results]: 'results',
};

/** Matches the way the router matches: case-insensitive, trailing slash ignored. */
export function backgroundForPath(pathname: string): BackgroundName {
  const normalized = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return BACKGROUND_BY_PATH[normalized] ?? 'plain';
}
