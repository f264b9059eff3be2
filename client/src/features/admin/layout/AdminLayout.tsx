import '../../../locales/app';
import '../../../locales/admin';
import { AreaLayout } from '../../area-shell/AreaLayout';
import { AdminMobileMenu } from './AdminMobileMenu';
import { AdminNav } from './AdminNav';

/** Spec "Admin area": the area frame with the admin navigation and pages. */
export function AdminLayout() {
  return <AreaLayout nav={<AdminNav />} mobileMenu={<AdminMobileMenu />} sidebarTestId="admin-sidebar" />;
}
