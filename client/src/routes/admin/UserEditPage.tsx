import { UserEdit } from '../../features/admin/users/UserEdit';

/** /admin/users/{id}/edit */
export function UserEditPage() {
  return <UserEdit />;
}
