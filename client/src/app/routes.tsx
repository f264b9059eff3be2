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
import { pageRoute, type PageModule } from './page-route';

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

/** A route to a public page that reads data (lazyDataPage). */
const dataPageRoute = <TName extends string>(path: string, load: PageModule<TName>, name: TName): RouteObject => ({
  path,
  element: lazyDataPage(load, name),
});

const loadAppLayout = () => import('../features/app-shell/AppLayout');

/** Admins, and reporters for the statistics alone (the area sends them there: AdminOnly). */
const ADMIN_AREA_ROLES = ['admin', 'reporter'] as const;
const AppLayout = lazyComponent(loadAppLayout, 'AppLayout');

/** The whole route table (the server's list of page paths, shared/src/page-paths.ts, follows it). */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      pageRoute(PATHS.home, () => import('../routes/HomePage'), 'HomePage'),
      pageRoute(PATHS.privacy, () => import('../routes/PrivacyPage'), 'PrivacyPage'),
      // One page at two addresses (the results, the certificate check): a route for each.
      ...[PATHS.results, PATHS.resultsOf].map((path) =>
        dataPageRoute(path, () => import('../routes/ResultsPage'), 'ResultsPage'),
      ),
      dataPageRoute(PATHS.resultsIndex, () => import('../routes/ResultsIndexPage'), 'ResultsIndexPage'),
      ...[PATHS.certificateCheck, PATHS.certificate].map((path) =>
        pageRoute(path, () => import('../routes/CertificatePage'), 'CertificatePage'),
      ),
      pageRoute(PATHS.registration, () => import('../routes/auth/RegistrationPage'), 'RegistrationPage'),
      pageRoute(PATHS.login, () => import('../routes/auth/LoginPage'), 'LoginPage'),
      pageRoute(PATHS.verifyEmail, () => import('../routes/auth/VerifyEmailPage'), 'VerifyEmailPage'),
      pageRoute(PATHS.resendVerifyEmail, () => import('../routes/auth/ResendVerifyEmailPage'), 'ResendVerifyEmailPage'),
      pageRoute(PATHS.forgotPassword, () => import('../routes/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
      pageRoute(PATHS.passwordReset, () => import('../routes/auth/PasswordResetPage'), 'PasswordResetPage'),
      pageRoute(
        PATHS.confirmEmailChange,
        () => import('../routes/auth/ConfirmEmailChangePage'),
        'ConfirmEmailChangePage',
      ),
      dataPageRoute(PATHS.join, () => import('../routes/JoinPage'), 'JoinPage'),
      pageRoute(PATHS.mentorConfirm, () => import('../routes/MentorConfirmPage'), 'MentorConfirmPage'),
      pageRoute('*', () => import('../routes/NotFoundPage'), 'NotFoundPage'),
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
      pageRoute('dashboard', () => import('../routes/app/DashboardPage'), 'DashboardPage'),
      pageRoute('competitions', () => import('../routes/app/CompetitionsPage'), 'CompetitionsPage'),
      pageRoute(
        'competitions/:slug/registration',
        () => import('../routes/app/competitions/CompetitionRegistrationPage'),
        'CompetitionRegistrationPage',
      ),
      pageRoute(
        'competitions/:slug/finals-attendance',
        () => import('../routes/app/competitions/FinalsAttendancePage'),
        'FinalsAttendancePage',
      ),
      pageRoute('account', () => import('../routes/app/AccountPage'), 'AccountPage'),
      pageRoute('account/security', () => import('../routes/app/AccountSecurityPage'), 'AccountSecurityPage'),
      pageRoute('account/two-factor', () => import('../routes/app/TwoFactorPage'), 'TwoFactorPage'),
      pageRoute('account/competitor', () => import('../routes/app/CompetitorWizardPage'), 'CompetitorWizardPage'),
      { path: 'competitor-registration', element: <Navigate to={PATHS.competitorWizard} replace /> },
      pageRoute('mentor', () => import('../routes/app/MentorPage'), 'MentorPage'),
      pageRoute('*', () => import('../routes/NotFoundPage'), 'NotFoundPage'),
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
