import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../language/LanguageSelect';
import { CodeRepositoryLink } from './CodeRepositoryLink';
import { NavLinks } from './NavLinks';
import { PhoneMenu } from './PhoneMenu';

/** Below md the public links live in a full-screen overlay menu. */
export function MobileMenu() {
  const { t } = useTranslation();
  return (
    <PhoneMenu
      look="page"
      hideFrom="md"
      openLabel={t('nav.openMenu')}
      title={t('nav.menuTitle')}
      closeLabel={t('nav.closeMenu')}
      testId="mobile-menu"
      renderContent={(close) => (
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
      )}
    />
  );
}
