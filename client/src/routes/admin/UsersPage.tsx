import { UsersList } from '../../features/admin/users/UsersList';

/** /admin/users?page=&per_page= */
export function UsersPage() {
  return <UsersList />;
}
