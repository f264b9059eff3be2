import type { CompetitorTab } from '@ctf/shared/schemas/admin';

/** Addresses inside the admin area (spec section 2, "Admin area /admin"). */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  users: '/admin/users',
  userEdit: (id: number) => `/admin/users/${id}/edit`,
  institutions: '/admin/institutions',
  institutionNew: '/admin/institutions/new',
  institutionEdit: (id: number) => `/admin/institutions/${id}/edit`,
  competitors: '/admin/competitors',
  competitorTab: (tab: CompetitorTab) => `/admin/competitors/${tab}`,
  ctfdClients: '/admin/ctfd-clients',
  audit: '/admin/audit',
  movingIn: '/admin/moving-in',
  mentorRequests: '/admin/mentor-requests',
  team: '/admin/team',
  teamRoster: (id: number) => `/admin/team/${id}`,
  teamRosterPrint: (id: number) => `/admin/team/${id}/print`,
  statistics: '/admin/statistics',
  statisticsReport: '/admin/statistics/report',
} as const;
