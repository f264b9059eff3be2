import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { RotateCwIcon as LuRotateCw } from '../../components/ui/lucide-icon';

/**
 * Shown inside the layout when a page fails to render; the usual cause is a page chunk that no
 * longer exists after a new release, which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '28' }} textAlign="center" role="alert">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('routeError.title')}
      </Heading>
      <Text mt="3" color="fg.muted">
        {t('routeError.text')}
      </Text>
      <Button mt="8" size="lg" colorPalette="brand" onClick={() => window.location.reload()}>
        <LuRotateCw />
        {t('routeError.reload')}
      </Button>
    </Container>
  );
}
