import { IconButton } from '@chakra-ui/react/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon as LuMenu } from '../../components/ui/lucide-icon';
import { LazyPart } from '../../lib/lazy-part';
import { PartLoadFailed } from '../errors/PartLoadFailed';

// Like the public menu: the drawer is its own chunk, fetched when the button is first pointed at,
// focused or pressed.
const loadDrawer = () => import('./AppMobileMenuDrawer');
const loadDrawerComponent = () => loadDrawer().then((module) => module.AppMobileMenuDrawer);

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
        onPointerEnter={() => void loadDrawer().catch(() => {})}
        onFocus={() => void loadDrawer().catch(() => {})}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
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
