import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useSignedIn } from './use-signed-in';

const NAV_ITEMS = [
  { to: PATHS.home, label: 'nav.home', end: true },
  { to: PATHS.login, label: 'nav.login', end: false },
  { to: PATHS.registration, label: 'nav.register', end: false },
  { to: PATHS.results, label: 'nav.results', end: false },
] as const;

/** A signed-in visitor gets the way back to their dashboard instead of login and registration. */
const SIGNED_IN_ITEMS = [
  { to: PATHS.home, label: 'nav.home', end: true },
  { to: PATHS.dashboard, label: 'nav.dashboard', end: false },
  { to: PATHS.results, label: 'nav.results', end: false },
] as const;

interface NavLinksProps {
  /** "bar": a compact row in the top bar; "overlay": large stacked links in the mobile menu. */
  variant: 'bar' | 'overlay';
  onNavigate?: () => void;
}

/** The public navigation; NavLink marks the current page with aria-current="page". */
export function NavLinks({ variant, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const isOverlay = variant === 'overlay';
  const items = useSignedIn() ? SIGNED_IN_ITEMS : NAV_ITEMS;
  return (
    <Stack
      as="ul"
      listStyleType="none"
      direction={isOverlay ? 'column' : 'row'}
      gap={isOverlay ? '2' : '1'}
      align={isOverlay ? 'stretch' : 'center'}
    >
      {items.map((item) => (
        <li key={item.to}>
          <Link
            asChild
            display="block"
            px={isOverlay ? '4' : '3'}
            py={isOverlay ? '3' : '2'}
            rounded="md"
            fontSize={isOverlay ? '2xl' : 'sm'}
            fontWeight={isOverlay ? 'semibold' : 'medium'}
            color="fg.muted"
            textDecoration="none"
            whiteSpace={isOverlay ? 'normal' : 'nowrap'}
            _hover={{ color: 'fg', bg: 'whiteAlpha.100', textDecoration: 'none' }}
            _currentPage={{
              color: 'brand.fg',
              bg: 'brand.subtle',
              boxShadow: 'inset 0 -2px 0 var(--chakra-colors-brand-400)',
            }}
          >
            <NavLink to={item.to} end={item.end} onClick={onNavigate}>
              {t(item.label)}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
