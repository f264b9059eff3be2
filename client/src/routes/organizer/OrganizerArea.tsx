import { lazyPage } from '../../lib/lazy-part';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { OrganizerLayout } from '../../features/organizer/OrganizerLayout';

// Relative to /organizer; each page is its own chunk.
export const organizerRoutes: RouteObject[] = [
  {
    element: <OrganizerLayout />,
    children: [
      { index: true, element: lazyPage(() => import('./OrganizerDashboardPage'), 'OrganizerDashboardPage') },
      { path: 'competitions', element: lazyPage(() => import('./CompetitionListPage'), 'CompetitionListPage') },
      { path: 'seasons', element: lazyPage(() => import('./SeasonsPage'), 'SeasonsPage') },
      {
        path: 'competitions/new',
        element: lazyPage(() => import('./CompetitionCreatePage'), 'CompetitionCreatePage'),
      },
      {
        path: 'competitions/:slug/*',
        element: lazyPage(() => import('./CompetitionEditPage'), 'CompetitionEditPage'),
      },
      { path: '*', element: lazyPage(() => import('../NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

/** /organizer/*: only organizers reach this chunk (the route's guard decides before it is fetched). */
export function OrganizerArea() {
  return useRoutes(organizerRoutes);
}
