/**
 * Every page address the client's router draws a page for (client/src/app/routes.tsx and the admin
 * and organizer areas' routes; a client test holds the two in step), in react-router's syntax:
 * `:name` is one segment, a final `*` any rest. The server answers any other path with the
 * not-found page and 404.
 */
export const PAGE_PATTERNS = [
  '/',
  '/privacy',
  '/rezultati-sccquals2025',
  '/rezultati/:slug',
  '/rezultati',
  '/certificates',
  '/certificates/:code',
  '/auth/registration',
  '/auth/login',
  '/auth/verify-email',
  '/auth/resend-verify-email',
  '/auth/forgot-password',
  '/auth/password-reset',
  '/auth/confirm-email-change',
  '/join/:code',
  '/mentor-confirm',
  '/app',
  '/app/dashboard',
  '/app/competitions',
  '/app/competitions/:slug/registration',
  '/app/competitions/:slug/finals-attendance',
  '/app/account',
  '/app/account/security',
  '/app/account/two-factor',
  '/app/account/competitor',
  '/app/mentor',
  '/app/competitor-registration',
  '/admin',
  '/admin/users',
  '/admin/users/:id/edit',
  '/admin/institutions',
  '/admin/institutions/new',
  '/admin/institutions/:id/edit',
  '/admin/competitors',
  '/admin/competitors/:tab',
  '/admin/audit',
  '/admin/ctfd-clients',
  '/admin/moving-in',
  '/admin/mentor-requests',
  '/admin/team',
  '/admin/team/:id',
  '/admin/team/:id/print',
  '/admin/statistics',
  '/admin/statistics/report',
  '/organizer',
  '/organizer/competitions',
  '/organizer/competitions/new',
  '/organizer/competitions/:slug/*',
  '/organizer/seasons',
] as const;

export type PagePattern = (typeof PAGE_PATTERNS)[number];

export interface PageMatch {
  pattern: PagePattern;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The page a path shows, as the router matches it (letter case ignored, a trailing slash allowed),
 * with its parameters decoded; null for a path no page has.
 */
export function matchPagePath(pathname: string): PageMatch | null {
  let parts: string[];
  try {
    parts = segmentsOf(pathname).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  for (const pattern of PAGE_PATTERNS) {
    const wanted = segmentsOf(pattern);
    const rest = wanted.at(-1) === '*';
    const fixed = rest ? wanted.slice(0, -1) : wanted;
    if (rest ? parts.length < fixed.length : parts.length !== fixed.length) continue;
    const params: Record<string, string> = {};
    const matches = fixed.every((segment, index) => {
      const part = parts[index]!;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = part;
        return true;
      }
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (matches) return { pattern, params };
  }
  return null;
}
