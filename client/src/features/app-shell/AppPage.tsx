import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AppPageProps {
  /** The tab title; the heading when no `heading` is given. */
  title: string;
  heading?: string;
  children?: ReactNode;
}

/** A page of the signed-in area: its heading and content in a readable column. */
export function AppPage({ title, heading = title, children }: AppPageProps) {
  useDocumentTitle(title);
  return (
    <Container maxW="5xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {heading}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
