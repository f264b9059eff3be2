import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { publicConfig } from '../../lib/public-config';
import { useSignedIn } from '../layout/use-signed-in';
import { LayoutDashboardIcon, LogInIcon, MessageCircleIcon, UserPlusIcon } from './icons';

/** The buttons into the site, for a visitor and for someone signed in. */
const ROUTE_ACTIONS = {
  signedIn: [{ to: PATHS.dashboard, icon: LayoutDashboardIcon, label: 'home.dashboard' }],
  signedOut: [
    { to: PATHS.registration, icon: UserPlusIcon, label: 'home.register' },
    { to: PATHS.login, icon: LogInIcon, label: 'home.login', variant: 'outline', bg: 'rgba(6, 11, 22, 0.6)' },
  ],
} as const;

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
      {ROUTE_ACTIONS[signedIn ? 'signedIn' : 'signedOut'].map(({ to, icon: Icon, label, ...look }) => (
        <Button key={to} asChild size="xl" colorPalette="brand" {...look}>
          <RouterLink to={to}>
            <Icon />
            {t(label)}
          </RouterLink>
        </Button>
      ))}
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
