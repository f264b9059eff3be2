import { CloseButton, IconButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Logo } from '../layout/Logo';
import { MenuIcon } from './icons';

interface AreaMobileMenuProps {
  /** The area's navigation; `close` shuts the drawer when a link is followed. */
  renderNav: (close: () => void) => ReactNode;
  labels: { openMenu: string; menuTitle: string; closeMenu: string };
  testId: string;
}

/** Below md an area's navigation lives in a drawer opened from the top bar. */
export function AreaMobileMenu({ renderNav, labels, testId }: AreaMobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setIsOpen(false);

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        variant="ghost"
        size="md"
        onClick={() => setIsOpen(true)}
      >
        <MenuIcon />
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
            <Drawer.Content bg="bg.panel" data-testid={testId}>
              <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="3" px="4" minH="16">
                <Logo onNavigate={close} />
                <Drawer.Title srOnly>{labels.menuTitle}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="3" py="4" display="flex" flexDirection="column">
                {renderNav(close)}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild top="3" insetEnd="3">
                <CloseButton size="md" aria-label={labels.closeMenu} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
