import { Box, type BoxProps } from '@chakra-ui/react/box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { PageLoading } from './PageLoading';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * The page's main column, where the skip link lands: the route's lazily loaded page, its errors
 * caught (and forgotten on the next path), unless children take its place.
 */
export function MainContent({ children, ...props }: BoxProps) {
  const { pathname } = useLocation();
  return (
    <Box
      as="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      flex="1"
      display="flex"
      flexDirection="column"
      _focus={{ outline: 'none' }}
      {...props}
    >
      {children ?? (
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      )}
    </Box>
  );
}
