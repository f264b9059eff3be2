import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import '../../locales/app';
import { ArrowLeftIcon } from '../app-shell/icons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageBackground } from '../layout/PageBackground';
import { MAIN_CONTENT_ID } from '../layout/SkipLink';

interface AreaPlaceholderProps {
  title: string;
  text: string;
  backLabel: string;
}

/** The admin and organizer areas until their pages are built: a heading and the way back to /app. */
export function AreaPlaceholder({ title, text, backLabel }: AreaPlaceholderProps) {
  useDocumentTitle(title);
  return (
    <PageBackground name="plain">
      <Container as="main" id={MAIN_CONTENT_ID} maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '14' }}>
        <Button asChild variant="ghost" size="sm" mb="6" ms="-3" color="fg.muted">
          <RouterLink to={PATHS.app}>
            <ArrowLeftIcon />
            {backLabel}
          </RouterLink>
        </Button>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {title}
        </Heading>
        <Text mt="3" color="fg.muted" fontSize="lg">
          {text}
        </Text>
      </Container>
    </PageBackground>
  );
}
