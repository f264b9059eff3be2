import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '@/lib/paths';
import '@/locales/security';
import { ShieldCheckIcon } from '../../app-shell/icons';

/** From the account page to its security page. */
export function SecurityLink() {
  const { t } = useTranslation();
  return (
    // The label is long: on a phone it wraps inside the button instead of running past the screen.
    <Button
      asChild
      variant="outline"
      colorPalette="brand"
      alignSelf="flex-start"
      maxW="full"
      h="auto"
      minH="10"
      py="2"
      whiteSpace="normal"
      textAlign="start"
      data-testid="security-link"
    >
      <RouterLink to={PATHS.accountSecurity}>
        <ShieldCheckIcon />
        {t('security.openSecurity')}
      </RouterLink>
    </Button>
  );
}
