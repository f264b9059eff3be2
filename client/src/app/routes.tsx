import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../features/layout/PublicLayout';
import { PATHS } from '../lib/paths';

/** Each page is its own chunk, fetched the first time its route renders. */
function lazyPage<TName extends string>(load: () => Promise<Record<TName, ComponentType>>, name: TName) {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return <Page />;
}

const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: PATHS.home, element: lazyPage(() => import('../routes/HomePage'), 'HomePage') },
      { path: PATHS.results, element: lazyPage(() => import('../routes/ResultsPage'), 'ResultsPage') },
      {
        path: PATHS.registration,
        element: lazyPage(() => import('../routes/auth/RegistrationPage'), 'RegistrationPage'),
      },
      { path: PATHS.login, element: lazyPage(() => import('../routes/auth/LoginPage'), 'LoginPage') },
      { path: PATHS.verifyEmail, element: lazyPage(() => import('../routes/auth/VerifyEmailPage'), 'VerifyEmailPage') },
      {
        path: PATHS.resendVerifyEmail,
        element: lazyPage(() => import('../routes/auth/ResendVerifyEmailPage'), 'ResendVerifyEmailPage'),
      },
      {
        path: PATHS.forgotPassword,
        element: lazyPage(() => import('../routes/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
      },
      {
        path: PATHS.passwordReset,
        element: lazyPage(() => import('../routes/auth/PasswordResetPage'), 'PasswordResetPage'),
      },
      { path: '*', element: lazyPage(() => import('../routes/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes), not the data router: createBrowserRouter adds
 * about 16 KB gzipped to every page, and data comes through React Query, not route loaders.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
