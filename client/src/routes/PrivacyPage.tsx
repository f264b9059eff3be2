import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import '../locales/privacy';

const SECTIONS = ['who', 'what', 'howLong', 'rights', 'minors'] as const;

/** /privacy: what is kept, why and for how long (linked from registration and the account page). */
export function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '6', md: '8' }} bg="bg.panel" rounded="xl" borderWidth="1px" p={{ base: '5', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} data-testid="privacy-heading">
            {t('privacy.title')}
          </Heading>
          <Text color="fg.muted">{t('privacy.updated')}</Text>
        </Stack>
        {SECTIONS.map((section) => {
          const items: Record<string, string> = t(`privacy.sections.${section}.items`, { returnObjects: true });
          return (
            <Stack as="section" gap="3" key={section} data-testid={`privacy-${section}`}>
              <Heading as="h2" fontSize={{ base: 'lg', md: 'xl' }}>
                {t(`privacy.sections.${section}.heading`)}
              </Heading>
              <Stack as="ul" gap="2" ps="5" listStyleType="disc">
                {Object.entries(items).map(([key, text]) => (
                  <Text as="li" key={key} lineHeight="1.6">
                    {text}
                  </Text>
                ))}
              </Stack>
            </Stack>
          );
        })}
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to={PATHS.home}>{t('privacy.toHome')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
