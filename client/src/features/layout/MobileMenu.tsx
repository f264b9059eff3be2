import { IconButton } from '@chakra-ui/react/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon as LuMenu } from '../../components/ui/lucide-icon';
import { LazyPart } from '../../lib/lazy-part';
import { PartLoadFailed } from '../errors/PartLoadFailed';

// The overlay (a Chakra drawer: dialog, focus trap, scroll lock) is its own chunk, fetched when
// the button is first pointed at, focused or pressed, so desktop visitors never download it.
const loadDrawer = () => import('./MobileMenuDrawer');
const loadDrawerComponent = () => loadDrawer().then((module) => module.MobileMenuDrawer);

/** Below md the links live in a full-screen overlay menu. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    setWasOpened(true);
    setIsOpen(true);
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        variant="ghost"
        size="md"
        hideFrom="md"
        onPointerEnter={() => void loadDrawer().catch(() => {})}
        onFocus={() => void loadDrawer().catch(() => {})}
        onClick={open}
      >
        <LuMenu />
      </IconButton>
      {wasOpened && (
        <LazyPart
          load={loadDrawerComponent}
          props={{ isOpen, onOpenChange: setIsOpen, finalFocus: () => buttonRef.current }}
          failed={(retry) => <PartLoadFailed retry={retry} />}
        />
      )}
    </>
  );
}
