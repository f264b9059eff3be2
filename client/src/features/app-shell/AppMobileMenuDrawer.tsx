import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from 'react-i18next';
import { Logo } from '../layout/Logo';
import { AppNav } from './AppNav';

interface AppMobileMenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus returns on close: the menu button. */
  finalFocus: () => HTMLElement | null;
}

/** The sidebar's entries in a drawer; following a link closes it, as do Escape and the close button. */
export function AppMobileMenuDrawer({ isOpen, onOpenChange, finalFocus }: AppMobileMenuDrawerProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocus}
      placement="start"
      size="xs"
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel" data-testid="app-mobile-menu">
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="3" px="4" minH="16">
              <Logo onNavigate={close} />
              <Drawer.Title srOnly>{t('app.nav.menuTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" py="4" display="flex" flexDirection="column">
              <AppNav onNavigate={close} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="md" aria-label={t('app.nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
