import { AdminDashboard } from '../../features/admin/dashboard/AdminDashboard';

/** /admin */
export function AdminDashboardPage() {
  return <AdminDashboard />;
}
