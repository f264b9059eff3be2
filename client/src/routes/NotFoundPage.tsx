import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { lucideIcon } from '../components/ui/lucide-icon';
import { PATHS } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';

const HouseIcon = lucideIcon(
  ['path', { d: 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8' }],
  [
    'path',
    {
      d: 'M3 10a2 2 0 0 1 .709-1.528l7-5.999a2 2 0 0 1 2.582 0l7 5.999A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
    },
  ],
);

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '16', md: '28' }} textAlign="center">
      <Heading as="h1" fontSize={{ base: '7xl', md: '9xl' }} fontFamily="mono" lineHeight="1" color="brand.fg">
        {t('notFound.heading')}
      </Heading>
      <Text mt="4" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
        {t('notFound.text')}
      </Text>
      <Text mt="2" color="fg.muted">
        {t('notFound.hint')}
      </Text>
      <Button asChild mt="8" size="lg" colorPalette="brand">
        <RouterLink to={PATHS.home}>
          <HouseIcon />
          {t('notFound.home')}
        </RouterLink>
      </Button>
    </Container>
  );
}
