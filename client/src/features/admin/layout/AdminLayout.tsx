import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../../errors/RouteErrorBoundary';
import { Logo } from '../../layout/Logo';
import { PageBackground } from '../../layout/PageBackground';
import { PageLoading } from '../../layout/PageLoading';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/SkipLink';
import '../../../locales/app';
import '../../../locales/admin';
import { AdminMobileMenu } from './AdminMobileMenu';
import { AdminNav } from './AdminNav';

/** Spec "Admin area": the signed-in area's frame (sidebar on desktops, drawer on phones) with the admin pages. */
export function AdminLayout() {
  const { pathname } = useLocation();
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
            <AdminMobileMenu />
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
          data-testid="admin-sidebar"
        >
          <Box px="1">
            <Logo />
          </Box>
          <AdminNav />
        </Flex>
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          flex="1"
          minW="0"
          display="flex"
          flexDirection="column"
          _focus={{ outline: 'none' }}
        >
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
      </Flex>
    </PageBackground>
  );
}
