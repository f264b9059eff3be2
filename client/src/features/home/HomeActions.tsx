import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { publicConfig } from '../../lib/public-config';
import { useSignedIn } from '../layout/use-signed-in';
import { LayoutDashboardIcon, LogInIcon, MessageCircleIcon, UserPlusIcon } from './icons';

export function HomeActions() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <Stack
      data-testid="home-actions"
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      wrap="wrap"
      align={{ base: 'stretch', sm: 'center' }}
      animation="rise-in 0.5s ease-out both"
      _motionReduce={{ animation: 'none' }}
    >
      {signedIn ? (
        <Button asChild size="xl" colorPalette="brand">
          <RouterLink to={PATHS.dashboard}>
            <LayoutDashboardIcon />
            {t('home.dashboard')}
          </RouterLink>
        </Button>
      ) : (
        <>
          <Button asChild size="xl" colorPalette="brand">
            <RouterLink to={PATHS.registration}>
              <UserPlusIcon />
              {t('home.register')}
            </RouterLink>
          </Button>
          <Button asChild size="xl" variant="outline" colorPalette="brand" bg="rgba(6, 11, 22, 0.6)">
            <RouterLink to={PATHS.login}>
              <LogInIcon />
              {t('home.login')}
            </RouterLink>
          </Button>
        </>
      )}
      <Button asChild size="xl" variant="ghost" colorPalette="brand" color="brand.fg">
        <a href={publicConfig.communityChatUrl} target="_blank" rel="noopener noreferrer">
          <MessageCircleIcon />
          {t('home.communityChat')}
          <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
        </a>
      </Button>
    </Stack>
  );
}
