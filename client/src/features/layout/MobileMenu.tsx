import { IconButton } from '@chakra-ui/react/button';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';

// The overlay (a Chakra drawer: dialog, focus trap, scroll lock) is its own chunk, fetched when
// the button is first pointed at, focused or pressed, so desktop visitors never download it.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })));

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
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={open}
      >
        <LuMenu />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer isOpen={isOpen} onOpenChange={setIsOpen} finalFocus={() => buttonRef.current} />
        </Suspense>
      )}
    </>
  );
}
