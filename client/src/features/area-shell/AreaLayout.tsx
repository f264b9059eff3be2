import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { Logo } from '../layout/Logo';
import { MainContent } from '../layout/MainContent';
import { PageBackground } from '../layout/PageBackground';
import { PageLoading } from '../layout/PageLoading';
import { SkipLink } from '../layout/SkipLink';

interface AreaLayoutProps {
  /** The area's navigation in the desktop sidebar. */
  nav: ReactNode;
  /** The phone top bar's menu button and drawer. */
  mobileMenu: ReactNode;
  sidebarTestId: string;
  /** Shown in the main column instead of the area's pages (the frame while the session is read). */
  children?: ReactNode;
}

/**
 * The areas' frame (logo in the sidebar or top bar) with a spinner in the main column: what a
 * signed-in page shows while the session is read, and what the server sends as the HTML of
 * /app/dashboard, so the first paint needs no code (docs/performance.md, "Phones").
 */
export function AreaFrame() {
  return (
    <AreaLayout nav={null} mobileMenu={null} sidebarTestId="area-frame">
      <PageLoading />
    </AreaLayout>
  );
}

/**
 * The frame of the signed-in, organizer and admin areas: a sidebar on desktops, a top bar with a
 * menu drawer on phones, and the area's pages in the main column.
 */
export function AreaLayout({ nav, mobileMenu, sidebarTestId, children }: AreaLayoutProps) {
  return (
    <PageBackground name="plain">
      <SkipLink />
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        <Box
          as="header"
          hideFrom="md"
          position="sticky"
          top="0"
          zIndex="sticky"
          bg="rgba(6, 11, 22, 0.9)"
          backdropFilter="saturate(140%) blur(10px)"
          borderBottomWidth="1px"
          borderColor="border.muted"
          px="4"
        >
          <HStack h="16" justify="space-between">
            <Logo />
            {mobileMenu}
          </HStack>
        </Box>
        <Flex
          as="aside"
          hideBelow="md"
          direction="column"
          gap="8"
          position="sticky"
          top="0"
          h="100dvh"
          w="64"
          flexShrink={0}
          overflowY="auto"
          px="4"
          py="5"
          bg="bg.panel"
          borderEndWidth="1px"
          borderColor="border.muted"
          data-testid={sidebarTestId}
        >
          <Box px="1">
            <Logo />
          </Box>
          {nav}
        </Flex>
        <MainContent minW="0">{children}</MainContent>
      </Flex>
    </PageBackground>
  );
}
