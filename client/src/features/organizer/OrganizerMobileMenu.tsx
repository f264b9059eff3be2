import { useTranslation } from 'react-i18next';
import { AreaMobileMenu } from '../area-shell/AreaMobileMenu';
import { OrganizerNav } from './OrganizerNav';

export function OrganizerMobileMenu() {
  const { t } = useTranslation();
  return (
    <AreaMobileMenu
      renderNav={(close) => <OrganizerNav onNavigate={close} />}
      labels={{
        openMenu: t('organizerArea.nav.openMenu'),
        menuTitle: t('organizerArea.nav.menuTitle'),
        closeMenu: t('organizerArea.nav.closeMenu'),
      }}
      testId="organizer-mobile-menu"
    />
  );
}
