import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSignedInUser } from '../auth/signed-in-user';
import { LanguageSelect } from '../language/LanguageSelect';
import { LogOutIcon } from './icons';
import { MAIN_NAV_ITEMS, roleNavItemsFor, type AppNavItem } from './nav-items';
import { useLogout } from './use-logout';

function NavItemLink({ item, onNavigate }: { item: AppNavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <li>
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="3"
        px="3"
        py="2.5"
        rounded="md"
        fontWeight="medium"
        color="fg.muted"
        textDecoration="none"
        _hover={{ color: 'fg', bg: 'whiteAlpha.100', textDecoration: 'none' }}
        _currentPage={{
          color: 'brand.fg',
          bg: 'brand.subtle',
          boxShadow: 'inset 3px 0 0 var(--chakra-colors-brand-400)',
        }}
      >
        <NavLink to={item.to} onClick={onNavigate}>
          <Icon aria-hidden="true" size="18" />
          {t(item.label)}
        </NavLink>
      </Link>
    </li>
  );
}

/**
 * The signed-in area's navigation, in the desktop sidebar and the phone drawer alike: the main
 * entries on top; role entries, the language, the user and logout at the bottom.
 */
export function AppNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { logout, isLoggingOut } = useLogout();
  const roleItems = roleNavItemsFor(user.roles);

  return (
    <Stack flex="1" justify="space-between" gap="8">
      <Box as="nav" aria-label={t('app.nav.label')}>
        <Stack as="ul" listStyleType="none" gap="1">
          {MAIN_NAV_ITEMS.map((item) => (
            <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
          ))}
        </Stack>
      </Box>
      <Stack gap="4">
        {roleItems.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="1" data-testid="role-nav">
            {roleItems.map((item) => (
              <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
            ))}
          </Stack>
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
