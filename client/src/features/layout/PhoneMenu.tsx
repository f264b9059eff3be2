import { IconButton } from '@chakra-ui/react/button';
import { useRef, useState } from 'react';
import { MenuIcon } from '../../components/ui/lucide-icon';
import { LazyPart } from '../../lib/lazy-part';
import { PartLoadFailed } from '../errors/PartLoadFailed';
import type { PhoneMenuDrawerProps } from './PhoneMenuDrawer';

// The overlay (a Chakra drawer: dialog, focus trap, scroll lock) is its own chunk, fetched when
// the button is first pointed at, focused or pressed, so desktop visitors never download it.
const loadDrawer = () => import('./PhoneMenuDrawer');
const loadDrawerComponent = () => loadDrawer().then((module) => module.PhoneMenuDrawer);

type PhoneMenuProps = Pick<PhoneMenuDrawerProps, 'look' | 'title' | 'closeLabel' | 'testId' | 'renderContent'> & {
  openLabel: string;
  /** Set where the button sits in a bar that is shown on desktops too. */
  hideFrom?: 'md';
};

/** Below md the navigation lives in a drawer opened from the top bar. */
export function PhoneMenu({ openLabel, hideFrom, ...drawer }: PhoneMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        variant="ghost"
        size="md"
        hideFrom={hideFrom}
        onPointerEnter={() => void loadDrawer().catch(() => {})}
        onFocus={() => void loadDrawer().catch(() => {})}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wasOpened && (
        <LazyPart
          load={loadDrawerComponent}
          props={{ ...drawer, isOpen, onOpenChange: setIsOpen, finalFocus: () => buttonRef.current }}
          failed={(retry) => <PartLoadFailed retry={retry} />}
        />
      )}
    </>
  );
}
