import { Box } from '@chakra-ui/react/box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { backgroundForPath } from './backgrounds';
import { PageBackground } from './PageBackground';
import { PageLoading } from './PageLoading';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** Shell of every public page: background, top bar, and the lazily loaded page below it. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <PageBackground name={backgroundForPath(pathname)}>
      <SkipLink />
      <TopBar />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
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
    </PageBackground>
  );
}
