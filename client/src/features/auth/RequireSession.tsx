import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { requiresSecondFactor, type Role } from '@ctf/shared/constants';
import { loginPathFor, PATHS, twoFactorPathFor } from '../../lib/paths';
import { AreaFrame } from '../area-shell/AreaLayout';
import { RouteError } from '../errors/RouteError';
import { PageBackground } from '../layout/PageBackground';
import { SignedInUserContext } from './signed-in-user';
import { useSession } from './use-session';

export interface RequireSessionProps {
  /** Only users with this role (one of these roles) may enter; others are sent to /app (spec section 6). */
  role?: Role | readonly Role[];
  /** Starts fetching the area's code while the session is read. */
  preload?: () => unknown;
  children: ReactNode;
}

const unchanging = () => () => {};

/**
 * False while React hydrates HTML the server drew without a session (the prerendered dashboard's
 * frame), true after it and in a render of the client's own: a session already read (the boot's
 * early answer, lib/boot-session.ts) must not change the first render of hydrated HTML.
 */
function useHydrated() {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * Guards a signed-in area. Without a user: the login page, which brings them back here. This is
 * only the interface's side; the server checks the session and the roles on every call. Needs the
 * data provider: routes use it through SignedInArea (app/lazy-data.tsx), which loads both.
 */
export function RequireSession({ role, preload, children }: RequireSessionProps) {
  const session = useSession();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();

  useEffect(() => {
    preload?.();
  }, [preload]);

  // The areas' frame, not a bare spinner: the layout that follows keeps its place.
  if (session.isPending || !hydrated) return <AreaFrame />;
  if (session.isError) {
    return (
      <PageBackground name="plain">
        <RouteError />
      </PageBackground>
    );
  }
  const { user } = session.data;
  if (!user) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  const roles: readonly Role[] = role === undefined ? [] : typeof role === 'string' ? [role] : role;
  if (roles.length > 0 && !roles.some((one) => user.roles.includes(one))) return <Navigate to={PATHS.app} replace />;
  // Staff areas need two-step sign-in, set up and proved in this session (the server refuses
  // their calls until then): the setup page brings them back here.
  if (requiresSecondFactor(roles) && !user.second_factor.verified) {
    return <Navigate to={twoFactorPathFor(`${pathname}${search}`)} replace />;
  }
  return <SignedInUserContext value={user}>{children}</SignedInUserContext>;
}
