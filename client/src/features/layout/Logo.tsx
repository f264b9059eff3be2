import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { LogoMark } from './LogoMark';

/** Mark and wordmark; between md and lg the top bar needs the room for its links, so only the mark shows. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      asChild
      color="fg"
      fontWeight="bold"
      textDecoration="none"
      _hover={{ textDecoration: 'none', color: 'brand.fg' }}
      rounded="md"
      flexShrink={0}
    >
      <RouterLink to={PATHS.home} aria-label={t('brand.homeLink')} onClick={onNavigate}>
        <HStack gap="2.5">
          <LogoMark boxSize="9" flexShrink={0} />
          <Box
            as="span"
            display={{ base: 'inline', md: 'none', lg: 'inline' }}
            fontSize="lg"
            letterSpacing="tight"
            whiteSpace="nowrap"
            aria-hidden="true"
          >
            <Box as="span" color="brand.fg" fontFamily="mono">
              CTF
            </Box>{' '}
            {t('brand.country')}
          </Box>
        </HStack>
      </RouterLink>
    </Link>
  );
}
