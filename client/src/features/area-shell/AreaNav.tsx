import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { ArrowLeftIcon, LogOutIcon } from '../app-shell/icons';
import { useLogout } from '../app-shell/use-logout';
import { useSignedInUser } from '../auth/signed-in-user';
import { LanguageSelect } from '../language/LanguageSelect';
import { navItemsFor, type AreaNavItem } from './nav-items';

export interface AreaNavConfig {
  /** The navigation's accessible name. */
  label: ParseKeys;
  /** Shown above the entries as well (the admin area names itself). */
  showsHeading?: boolean;
  items: readonly AreaNavItem[];
  /** Entries at the bottom, each for one role (the signed-in area's way to the staff areas). */
  roleItems?: readonly AreaNavItem[];
  /** The way back to /app at the bottom of a staff area. */
  back?: { label: ParseKeys; testId: string };
}

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

function ItemList({ items, onNavigate, testId }: { items: AreaNavItem[]; onNavigate?: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" listStyleType="none" gap="1" data-testid={testId}>
      {items.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <Link asChild {...linkStyle} _currentPage={currentStyle}>
            <NavLink to={to} end={end} onClick={onNavigate}>
              <Icon aria-hidden="true" size="18" />
              {t(label)}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

/**
 * An area's navigation, in the desktop sidebar and the phone drawer alike: the area's pages on
 * top; role entries or the way back, the language, the user and logout at the bottom.
 */
export function AreaNav({
  config: { label, showsHeading, items, roleItems = [], back },
  onNavigate,
}: {
  config: AreaNavConfig;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { logout, isLoggingOut } = useLogout();
  const shownRoleItems = navItemsFor(roleItems, user.roles);

  return (
    <Stack flex="1" justify="space-between" gap="8">
      <Box as="nav" aria-label={t(label)}>
        {showsHeading && (
          <Text
            px="3"
            pb="2"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.subtle"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t(label)}
          </Text>
        )}
        <ItemList items={navItemsFor(items, user.roles)} onNavigate={onNavigate} />
      </Box>
      <Stack gap="4">
        {shownRoleItems.length > 0 && <ItemList items={shownRoleItems} onNavigate={onNavigate} testId="role-nav" />}
        {back && (
          <Link asChild {...linkStyle}>
            <NavLink to={PATHS.app} onClick={onNavigate} data-testid={back.testId}>
              <ArrowLeftIcon aria-hidden="true" size="18" />
              {t(back.label)}
            </NavLink>
          </Link>
        )}
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
