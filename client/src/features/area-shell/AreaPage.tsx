import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ArrowLeftIcon } from '../app-shell/icons';

interface AreaPageProps {
  title: string;
  /** The visible heading when it differs from the tab title. */
  heading?: ReactNode;
  description?: ReactNode;
  /** Buttons beside the heading (e.g. "New competition", "New institution"). */
  actions?: ReactNode;
  /** A link above the heading, back to the list the page belongs to. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** A page of the admin or organizer area: heading, a line on what it is for, and its content. */
export function AreaPage({ title, heading = title, description, actions, back, children }: AreaPageProps) {
  useDocumentTitle(title);
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        {back && (
          <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-3" color="fg.muted">
            <RouterLink to={back.to}>
              <ArrowLeftIcon aria-hidden="true" />
              {back.label}
            </RouterLink>
          </Button>
        )}
        <Flex
          gap="4"
          justify="space-between"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'flex-end' }}
        >
          <Stack gap="2" flex="1" minW="0" w="full">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {heading}
            </Heading>
            {description && (
              <Text as="div" color="fg.muted" maxW="3xl">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Flex>
        {children}
      </Stack>
    </Container>
  );
}
