import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../../features/admin/layout/AdminLayout';
import { AdminOnly } from '../../features/admin/layout/AdminOnly';
import { ADMIN_PATHS } from '../../features/admin/paths';
import { pageRoute } from '../../app/page-route';
import { lazyPage } from '../../lib/lazy-part';

/** Each admin page is its own chunk, fetched the first time its route renders. */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      pageRoute('statistics', () => import('./StatisticsPage'), 'StatisticsPage'),
      {
        // The rest is the admins' alone: a reporter is sent to the statistics.
        element: <AdminOnly />,
        children: [
          { index: true, element: lazyPage(() => import('./AdminDashboardPage'), 'AdminDashboardPage') },
          pageRoute('users', () => import('./UsersPage'), 'UsersPage'),
          pageRoute('users/:id/edit', () => import('./UserEditPage'), 'UserEditPage'),
          pageRoute('institutions', () => import('./InstitutionsPage'), 'InstitutionsPage'),
          pageRoute('institutions/new', () => import('./InstitutionNewPage'), 'InstitutionNewPage'),
          pageRoute('institutions/:id/edit', () => import('./InstitutionEditPage'), 'InstitutionEditPage'),
          { path: 'competitors', element: <Navigate to={ADMIN_PATHS.competitorTab('all')} replace /> },
          pageRoute('competitors/:tab', () => import('./CompetitorsPage'), 'CompetitorsPage'),
          pageRoute('audit', () => import('./AuditPage'), 'AuditPage'),
          pageRoute('team', () => import('./TeamPage'), 'TeamPage'),
          pageRoute('team/:id', () => import('./TeamRosterPage'), 'TeamRosterPage'),
          pageRoute('ctfd-clients', () => import('./CtfdClientsPage'), 'CtfdClientsPage'),
          pageRoute('moving-in', () => import('./MovingInPage'), 'MovingInPage'),
          pageRoute('mentor-requests', () => import('./MentorRequestsPage'), 'MentorRequestsPage'),
          pageRoute('*', () => import('../NotFoundPage'), 'NotFoundPage'),
        ],
      },
    ],
  },
  // The printable pages: the page alone, without the area's frame.
  pageRoute('statistics/report', () => import('./StatisticsReportPage'), 'StatisticsReportPage'),
  {
    element: <AdminOnly />,
    children: [pageRoute('team/:id/print', () => import('./TeamRosterPrintPage'), 'TeamRosterPrintPage')],
  },
];

/** /admin/*: only admins and reporters reach this chunk (the route's guard decides before it is fetched). */
export function AdminArea() {
  return useRoutes(adminRoutes);
}
