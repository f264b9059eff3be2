import { CloseButton, IconButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { Logo } from '../../layout/Logo';
import { AdminNav } from './AdminNav';

/** Below md the admin navigation lives in a drawer opened from the top bar, as in the signed-in area. */
export function AdminMobileMenu() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={t('admin.nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        variant="ghost"
        size="md"
        onClick={() => setIsOpen(true)}
      >
        <LuMenu />
      </IconButton>
      <Drawer.Root
        open={isOpen}
        onOpenChange={(details) => setIsOpen(details.open)}
        finalFocusEl={() => buttonRef.current}
        placement="start"
        size="xs"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="bg.panel" data-testid="admin-mobile-menu">
              <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="3" px="4" minH="16">
                <Logo onNavigate={close} />
                <Drawer.Title srOnly>{t('admin.nav.menuTitle')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="3" py="4" display="flex" flexDirection="column">
                <AdminNav onNavigate={close} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild top="3" insetEnd="3">
                <CloseButton size="md" aria-label={t('admin.nav.closeMenu')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
