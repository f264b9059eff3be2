import { trpc } from '../../lib/trpc';

/** The session is read again after this long, so a sign-out elsewhere shows up within minutes. */
export const SESSION_STALE_MS = 5 * 60_000;

/** The signed-in user, or null (spec section 7: cached, not retried). */
export function useSession() {
  return trpc.auth.session.useQuery(undefined, { retry: false, staleTime: SESSION_STALE_MS });
}
