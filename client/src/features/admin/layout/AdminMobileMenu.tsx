import { useTranslation } from 'react-i18next';
import { AreaMobileMenu } from '../../area-shell/AreaMobileMenu';
import { AdminNav } from './AdminNav';

export function AdminMobileMenu() {
  const { t } = useTranslation();
  return (
    <AreaMobileMenu
      renderNav={(close) => <AdminNav onNavigate={close} />}
      labels={{
        openMenu: t('admin.nav.openMenu'),
        menuTitle: t('admin.nav.menuTitle'),
        closeMenu: t('admin.nav.closeMenu'),
      }}
      testId="admin-mobile-menu"
    />
  );
}
