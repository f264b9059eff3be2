import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RequireSessionProps } from '../features/auth/RequireSession';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { PageBackground } from '../features/layout/PageBackground';
import { PageLoading } from '../features/layout/PageLoading';
import { PublicLayout } from '../features/layout/PublicLayout';
import { lazyComponent, lazyPage } from '../lib/lazy-part';
import { PATHS } from '../lib/paths';
import { LazySignedInArea, lazyDataPage } from './lazy-data';

/** Where a whole area (its layout and first page) loads, outside the public layout. */
function AreaBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <PageBackground name="plain">
            <PageLoading />
          </PageBackground>
        }
      >
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * A signed-in area behind its guard (RequireSession). The guard and the data provider (React Query,
 * tRPC hooks) are fetched with the first such area, never on public pages.
 */
function SignedInRoute({ children, ...guard }: RequireSessionProps) {
  return (
    <AreaBoundary>
      <LazySignedInArea {...guard}>{children}</LazySignedInArea>
    </AreaBoundary>
  );
}

const loadAppLayout = () => import('../features/app-shell/AppLayout');

/** Admins, and reporters for the statistics alone (the area sends them there: AdminOnly). */
const ADMIN_AREA_ROLES = ['admin', 'reporter'] as const;
const AppLayout = lazyComponent(loadAppLayout, 'AppLayout');

/** The whole route table (the server's list of page paths, shared/src/page-paths.ts, follows it). */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: PATHS.home, element: lazyPage(() => import('../routes/HomePage'), 'HomePage') },
      { path: PATHS.privacy, element: lazyPage(() => import('../routes/PrivacyPage'), 'PrivacyPage') },
      { path: PATHS.results, element: lazyDataPage(() => import('../routes/ResultsPage'), 'ResultsPage') },
      { path: PATHS.resultsOf, element: lazyDataPage(() => import('../routes/ResultsPage'), 'ResultsPage') },
      {
        path: PATHS.resultsIndex,
        element: lazyDataPage(() => import('../routes/ResultsIndexPage'), 'ResultsIndexPage'),
      },
      {
        path: PATHS.certificateCheck,
        element: lazyPage(() => import('../routes/CertificatePage'), 'CertificatePage'),
      },
      {
        path: PATHS.certificate,
        element: lazyPage(() => import('../routes/CertificatePage'), 'CertificatePage'),
      },
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
      {
        path: PATHS.confirmEmailChange,
        element: lazyPage(() => import('../routes/auth/ConfirmEmailChangePage'), 'ConfirmEmailChangePage'),
      },
      { path: PATHS.join, element: lazyDataPage(() => import('../routes/JoinPage'), 'JoinPage') },
      {
        path: PATHS.mentorConfirm,
        element: lazyPage(() => import('../routes/MentorConfirmPage'), 'MentorConfirmPage'),
      },
      { path: '*', element: lazyPage(() => import('../routes/NotFoundPage'), 'NotFoundPage') },
    ],
  },
  {
    path: PATHS.app,
    // The layout's code is fetched while the session is read.
    element: (
      <SignedInRoute preload={loadAppLayout}>
        <AreaBoundary>
          <AppLayout />
        </AreaBoundary>
      </SignedInRoute>
    ),
    children: [
      { index: true, element: <Navigate to={PATHS.dashboard} replace /> },
      { path: 'dashboard', element: lazyPage(() => import('../routes/app/DashboardPage'), 'DashboardPage') },
      { path: 'competitions', element: lazyPage(() => import('../routes/app/CompetitionsPage'), 'CompetitionsPage') },
      {
        path: 'competitions/:slug/registration',
        element: lazyPage(
          () => import('../routes/app/competitions/CompetitionRegistrationPage'),
          'CompetitionRegistrationPage',
        ),
      },
      {
        path: 'competitions/:slug/finals-attendance',
        element: lazyPage(() => import('../routes/app/competitions/FinalsAttendancePage'), 'FinalsAttendancePage'),
      },
      { path: 'account', element: lazyPage(() => import('../routes/app/AccountPage'), 'AccountPage') },
      {
        path: 'account/security',
        element: lazyPage(() => import('../routes/app/AccountSecurityPage'), 'AccountSecurityPage'),
      },
      { path: 'account/two-factor', element: lazyPage(() => import('../routes/app/TwoFactorPage'), 'TwoFactorPage') },
      {
        path: 'account/competitor',
        element: lazyPage(() => import('../routes/app/CompetitorWizardPage'), 'CompetitorWizardPage'),
      },
      { path: 'competitor-registration', element: <Navigate to={PATHS.competitorWizard} replace /> },
      { path: 'mentor', element: lazyPage(() => import('../routes/app/MentorPage'), 'MentorPage') },
      { path: '*', element: lazyPage(() => import('../routes/NotFoundPage'), 'NotFoundPage') },
    ],
  },
  // The role areas' code is fetched only after the guard has let the user in.
  {
    path: `${PATHS.admin}/*`,
    element: (
      <SignedInRoute role={ADMIN_AREA_ROLES}>
        <AreaBoundary>{lazyPage(() => import('../routes/admin/AdminArea'), 'AdminArea')}</AreaBoundary>
      </SignedInRoute>
    ),
  },
  {
    path: `${PATHS.organizer}/*`,
    element: (
      <SignedInRoute role="organizer">
        <AreaBoundary>{lazyPage(() => import('../routes/organizer/OrganizerArea'), 'OrganizerArea')}</AreaBoundary>
      </SignedInRoute>
    ),
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes), not the data router: createBrowserRouter adds
 * about 16 KB gzipped to every page, and data comes through React Query, not route loaders.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
