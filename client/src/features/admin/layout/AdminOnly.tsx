import { Navigate, Outlet } from 'react-router-dom';
import { useSignedInUser } from '../../auth/signed-in-user';
import { ADMIN_PATHS } from '../paths';

/**
 * The admin area's pages other than the statistics: a reporter who opens one (a bookmark, /admin
 * itself) lands on the statistics instead, so those pages' admin-only calls never start. The server
 * refuses them anyway; this spares the reporter a page of errors.
 */
export function AdminOnly() {
  const { roles } = useSignedInUser();
  return roles.includes('admin') ? <Outlet /> : <Navigate to={ADMIN_PATHS.statistics} replace />;
}
