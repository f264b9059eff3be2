import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Spacer } from '@chakra-ui/react/spacer';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../language/LanguageSelect';
import { CodeRepositoryLink } from './CodeRepositoryLink';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgba(6, 11, 22, 0.85)"
      backdropFilter="saturate(140%) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <HStack h="16" gap={{ base: '2', md: '4' }}>
          <Logo />
          <Box as="nav" aria-label={t('nav.main')} hideBelow="md" ms={{ md: '2', lg: '6' }}>
            <NavLinks variant="bar" />
          </Box>
          <Spacer />
          <Box hideBelow="md">
            <LanguageSelect />
          </Box>
          <CodeRepositoryLink />
          <MobileMenu />
        </HStack>
      </Container>
    </Box>
  );
}
