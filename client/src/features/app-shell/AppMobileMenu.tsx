import { IconButton } from '@chakra-ui/react/button';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';

// Like the public menu: the drawer is its own chunk, fetched when the button is first pointed at,
// focused or pressed.
const loadDrawer = () => import('./AppMobileMenuDrawer');
const AppMobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.AppMobileMenuDrawer })));

/** Below md the navigation lives in a drawer opened from the top bar. */
export function AppMobileMenu() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={t('app.nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        variant="ghost"
        size="md"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <LuMenu />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <AppMobileMenuDrawer isOpen={isOpen} onOpenChange={setIsOpen} finalFocus={() => buttonRef.current} />
        </Suspense>
      )}
    </>
  );
}
