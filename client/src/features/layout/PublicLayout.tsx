import { Box } from '@chakra-ui/react/box';
import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { backgroundForPath } from './backgrounds';
import { PageBackground } from './PageBackground';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center flex="1" py="24" role="status">
      <Spinner size="lg" color="brand.solid" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}

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
