import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { ArrowLeftIcon, LogOutIcon } from '../app-shell/icons';
import { useLogout } from '../app-shell/use-logout';
import { useSignedInUser } from '../auth/signed-in-user';
import { LanguageSelect } from '../language/LanguageSelect';
import { ORGANIZER_NAV_ITEMS } from './nav-items';

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2.5',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg', bg: 'whiteAlpha.100', textDecoration: 'none' },
} as const;

const currentStyle = {
  color: 'brand.fg',
  bg: 'brand.subtle',
  boxShadow: 'inset 3px 0 0 var(--chakra-colors-brand-400)',
} as const;

/**
 * The organizer area's navigation, in the desktop sidebar and the phone drawer alike (the look of
 * the signed-in area): Dashboard and Competitions on top; Back to /app, the language, the user and logout below.
 */
export function OrganizerNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { logout, isLoggingOut } = useLogout();

  return (
    <Stack flex="1" justify="space-between" gap="8">
      <Box as="nav" aria-label={t('organizerArea.nav.label')}>
        <Stack as="ul" listStyleType="none" gap="1">
          {ORGANIZER_NAV_ITEMS.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link asChild {...linkStyle} _currentPage={currentStyle}>
                  <NavLink to={item.to} end={item.end} onClick={onNavigate}>
                    <Icon aria-hidden="true" size="18" />
                    {t(item.label)}
                  </NavLink>
                </Link>
              </li>
            );
          })}
        </Stack>
      </Box>
      <Stack gap="4">
        <Link asChild {...linkStyle}>
          <NavLink to={PATHS.app} onClick={onNavigate} data-testid="organizer-back">
            <ArrowLeftIcon aria-hidden="true" size="18" />
            {t('organizerArea.nav.back')}
          </NavLink>
        </Link>
        <LanguageSelect />
        <Box borderTopWidth="1px" borderColor="border.muted" pt="4">
          <Text fontSize="xs" color="fg.subtle">
            {t('app.signedInAs')}
          </Text>
          <Text fontWeight="semibold" truncate data-testid="signed-in-username">
            {user.username}
          </Text>
          <Button
            mt="3"
            w="full"
            variant="outline"
            justifyContent="flex-start"
            onClick={() => void logout()}
            loading={isLoggingOut}
            loadingText={t('app.nav.loggingOut')}
          >
            <LogOutIcon />
            {t('app.nav.logout')}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
