import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '@/lib/paths';
import { ShieldCheckIcon } from '../../app-shell/icons';
import { AccountSection } from '../AccountSection';

/** Two-step sign-in on the security page: its state and the way to its own page. */
export function TwoFactorSummary({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <AccountSection
      icon={<ShieldCheckIcon />}
      title={t('security.twoFactor.title')}
      aside={
        <Badge colorPalette={enabled ? 'green' : 'gray'} variant="subtle">
          {enabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
        </Badge>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('security.twoFactor.intro')}
        </Text>
        <Button asChild variant="outline" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={PATHS.twoFactor}>
            {enabled ? t('security.twoFactor.manage') : t('security.twoFactor.start')}
          </RouterLink>
        </Button>
      </Stack>
    </AccountSection>
  );
}
