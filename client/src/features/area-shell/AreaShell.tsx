import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PhoneMenu } from '../layout/PhoneMenu';
import { AreaLayout } from './AreaLayout';
import { AreaNav, type AreaNavConfig } from './AreaNav';

export interface AreaShellConfig {
  nav: AreaNavConfig;
  /** The phone menu's button, title and close button. */
  menuLabels: { open: ParseKeys; title: ParseKeys; close: ParseKeys };
  sidebarTestId: string;
  menuTestId: string;
}

/** An area's frame with its navigation: in the sidebar on desktops, in a drawer on phones. */
export function AreaShell({ config }: { config: AreaShellConfig }) {
  const { t } = useTranslation();
  const { nav, menuLabels, sidebarTestId, menuTestId } = config;
  return (
    <AreaLayout
      nav={<AreaNav config={nav} />}
      mobileMenu={
        <PhoneMenu
          look="area"
          openLabel={t(menuLabels.open)}
          title={t(menuLabels.title)}
          closeLabel={t(menuLabels.close)}
          testId={menuTestId}
          renderContent={(close) => <AreaNav config={nav} onNavigate={close} />}
        />
      }
      sidebarTestId={sidebarTestId}
    />
  );
}
