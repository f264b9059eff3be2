import { PAGE_PATTERNS, matchPagePath } from '@ctf/shared/page-paths';
import { ascending } from '@ctf/shared/sort';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../routes/admin/AdminArea';
import { organizerRoutes } from '../routes/organizer/OrganizerArea';
import { routes } from './routes';

/** Every path a route table draws a page for, its not-found pages (`*`) left out. */
function pagePaths(table: RouteObject[], base: string): string[] {
  return table.flatMap((route) => {
    const joined = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.index || (route.path !== undefined && route.path !== '*') ? [joined] : [];
    return [...own, ...pagePaths(route.children ?? [], joined)];
  });
}

describe("the server's list of page paths", () => {
  it('is exactly what the client routes', () => {
    const areas = { '/admin/*': adminRoutes, '/organizer/*': organizerRoutes };
    const client = pagePaths(routes, '/').flatMap((path) =>
      path in areas ? pagePaths(areas[path as keyof typeof areas], path.slice(0, -2)) : [path],
    );
    expect([...new Set(client.map((path) => (path === '' ? '/' : path)))].sort(ascending)).toEqual(
      [...PAGE_PATTERNS].sort(ascending),
    );
  });

  it('matches as the router does: parameters, a rest, letter case and a trailing slash', () => {
    expect(matchPagePath('/rezultati/kvalifikacije%202026')).toEqual({
      pattern: '/rezultati/:slug',
      params: { slug: 'kvalifikacije 2026' },
    });
    expect(matchPagePath('/organizer/competitions/finale/results')?.pattern).toBe('/organizer/competitions/:slug/*');
    expect(matchPagePath('/Auth/Login/')?.pattern).toBe('/auth/login');
    expect(matchPagePath('/admin/users/7/edit')?.params).toEqual({ id: '7' });
    // Issue 31: /rezultati is the results index (every season's published results).
    expect(matchPagePath('/rezultati/')?.pattern).toBe('/rezultati');
    for (const unknown of ['/no/such/page', '/rezultati-2024', '/rezultati/a/b', '/app/dashboard/x', '/%E0%A4%A'])
      expect(matchPagePath(unknown), unknown).toBeNull();
  });
});
