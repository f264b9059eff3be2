import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@ctf/server/router';

type Admin = inferRouterOutputs<AppRouter>['admin'];

/** The shapes the admin procedures answer with, named once for the admin pages. */
export type AdminUserRow = Admin['users']['list']['data'][number];
export type AdminUserDetails = Admin['users']['get'];
export type AdminInstitution = Admin['institutions']['get'];
/** A competitor as the list and the dialog show it: the list's rows also carry their categories. */
export type AdminCompetitor = Omit<Admin['competitors']['list']['data'][number], 'categories'> & {
  categories?: string[];
};
export type AdminCtfdClient = Admin['ctfdClients'][number];
/** before/after as unknown: their JSON type is recursive, too deep for the table's column keys. */
export type AdminAuditEntry = Omit<Admin['audit']['list']['data'][number], 'before' | 'after'> & {
  before: unknown;
  after: unknown;
};
