import { SECOND_FACTOR_ROLES } from '@ctf/shared/constants';
import type { SessionUser } from './sessions';

declare const provedRoles: unique symbol;

/**
 * A user as their session lets them see: the staff roles (admin, organizer) count only once the
 * session proved the second factor, so a stolen staff password alone shows what a user without
 * those roles sees. Whatever shows more to staff outside their own areas takes a Viewer (the brand
 * keeps a bare SessionUser out), made only by viewerOf.
 */
export type Viewer = SessionUser & { readonly [provedRoles]: true };

export function viewerOf(auth: { user: SessionUser; session: { secondFactorVerified: boolean } }): Viewer {
  const roles = auth.session.secondFactorVerified
    ? auth.user.roles
    : auth.user.roles.filter((role) => !(SECOND_FACTOR_ROLES as readonly string[]).includes(role));
  return { ...auth.user, roles } as Viewer;
}
