import '../../locales/app';
import { AreaLayout } from '../area-shell/AreaLayout';
import { AppMobileMenu } from './AppMobileMenu';
import { AppNav } from './AppNav';

/** Spec "Authenticated area": a sidebar on desktops, a top bar with a menu drawer on phones. */
export function AppLayout() {
  return <AreaLayout nav={<AppNav />} mobileMenu={<AppMobileMenu />} sidebarTestId="app-sidebar" />;
}
