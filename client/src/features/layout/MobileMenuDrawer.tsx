import { CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../language/LanguageSelect';
import { CodeRepositoryLink } from './CodeRepositoryLink';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';

interface MobileMenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus returns on close: the menu button. */
  finalFocus: () => HTMLElement | null;
}

/** Full-screen menu: following a link closes it, as do Escape and the close button. */
export function MobileMenuDrawer({ isOpen, onOpenChange, finalFocus }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={isOpen}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocus}
      size="full"
      placement="end"
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" data-testid="mobile-menu">
            <Drawer.Header borderBottomWidth="1px" borderColor="border.muted" py="3" px="4" minH="16">
              <Logo onNavigate={close} />
              <Drawer.Title srOnly>{t('nav.menuTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="4" py="6">
              <Stack gap="8">
                <nav aria-label={t('nav.main')}>
                  <NavLinks variant="overlay" onNavigate={close} />
                </nav>
                <Stack gap="2" align="flex-start">
                  <Text as="span" fontSize="sm" color="fg.muted" aria-hidden="true">
                    {t('language.label')}
                  </Text>
                  <LanguageSelect size="lg" />
                </Stack>
                <CodeRepositoryLink withLabel />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="md" aria-label={t('nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
