import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArrowLeftIcon } from '../app-shell/icons';

/** A page about one competition in the signed-in area: the way back to the list, a heading, the content. */
export function CompetitionPageFrame({
  title,
  heading,
  children,
}: {
  title: string;
  heading: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-3" color="fg.muted">
          <RouterLink to={PATHS.competitions}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('competitions.backToList')}
          </RouterLink>
        </Button>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" overflowWrap="anywhere">
          {heading}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
