import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@/components/ui/recipes/drawer';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

/** "page": the public pages' full-screen menu; "area": a signed-in area's sidebar as a side drawer. */
export type PhoneMenuLook = 'page' | 'area';

const LOOKS = {
  page: { size: 'full', placement: 'end', bg: 'bg', body: { px: '4', py: '6' } },
  area: {
    size: 'xs',
    placement: 'start',
    bg: 'bg.panel',
    body: { px: '3', py: '4', display: 'flex', flexDirection: 'column' },
  },
} as const;

export interface PhoneMenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus returns on close: the menu button. */
  finalFocus: () => HTMLElement | null;
  look: PhoneMenuLook;
  title: string;
  closeLabel: string;
  testId: string;
  /** The menu's content; `close` shuts the drawer when a link is followed. */
  renderContent: (close: () => void) => ReactNode;
}

/** The phone menu: following a link closes it, as do Escape and the close button. */
export function PhoneMenuDrawer({
  isOpen,
  onOpenChange,
  finalFocus,
  look,
  title,
  closeLabel,
  testId,
  renderContent,
}: PhoneMenuDrawerProps) {
  const close = () => onOpenChange(false);
  const { size, placement, bg, body } = LOOKS[look];

  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocus}
      size={size}
      placement={placement}
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg={bg} data-testid={testId}>
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="3" px="4" minH="16">
              <Logo onNavigate={close} />
              <Drawer.Title srOnly>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body {...body}>{renderContent(close)}</Drawer.Body>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="md" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
