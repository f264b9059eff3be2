import { lazyPage } from '../../lib/lazy-part';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../../features/admin/layout/AdminLayout';
import { AdminOnly } from '../../features/admin/layout/AdminOnly';
import { ADMIN_PATHS } from '../../features/admin/paths';

/** Each admin page is its own chunk, fetched the first time its route renders. */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { path: 'statistics', element: lazyPage(() => import('./StatisticsPage'), 'StatisticsPage') },
      {
        // The rest is the admins' alone: a reporter is sent to the statistics.
        element: <AdminOnly />,
        children: [
          { index: true, element: lazyPage(() => import('./AdminDashboardPage'), 'AdminDashboardPage') },
          { path: 'users', element: lazyPage(() => import('./UsersPage'), 'UsersPage') },
          { path: 'users/:id/edit', element: lazyPage(() => import('./UserEditPage'), 'UserEditPage') },
          { path: 'institutions', element: lazyPage(() => import('./InstitutionsPage'), 'InstitutionsPage') },
          { path: 'institutions/new', element: lazyPage(() => import('./InstitutionNewPage'), 'InstitutionNewPage') },
          {
            path: 'institutions/:id/edit',
            element: lazyPage(() => import('./InstitutionEditPage'), 'InstitutionEditPage'),
          },
          { path: 'competitors', element: <Navigate to={ADMIN_PATHS.competitorTab('all')} replace /> },
          { path: 'competitors/:tab', element: lazyPage(() => import('./CompetitorsPage'), 'CompetitorsPage') },
          { path: 'audit', element: lazyPage(() => import('./AuditPage'), 'AuditPage') },
          { path: 'team', element: lazyPage(() => import('./TeamPage'), 'TeamPage') },
          { path: 'team/:id', element: lazyPage(() => import('./TeamRosterPage'), 'TeamRosterPage') },
          { path: 'ctfd-clients', element: lazyPage(() => import('./CtfdClientsPage'), 'CtfdClientsPage') },
          { path: 'moving-in', element: lazyPage(() => import('./MovingInPage'), 'MovingInPage') },
          { path: 'mentor-requests', element: lazyPage(() => import('./MentorRequestsPage'), 'MentorRequestsPage') },
          { path: '*', element: lazyPage(() => import('../NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
  // The printable pages: the page alone, without the area's frame.
  {
    path: 'statistics/report',
    element: lazyPage(() => import('./StatisticsReportPage'), 'StatisticsReportPage'),
  },
  {
    element: <AdminOnly />,
    children: [
      { path: 'team/:id/print', element: lazyPage(() => import('./TeamRosterPrintPage'), 'TeamRosterPrintPage') },
    ],
  },
];

/** /admin/*: only admins and reporters reach this chunk (the route's guard decides before it is fetched). */
export function AdminArea() {
  return useRoutes(adminRoutes);
}
