import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { EmailSection } from '../../features/account/security/EmailSection';
import { PasskeysSection } from '../../features/account/security/PasskeysSection';
import { PasswordSection } from '../../features/account/security/PasswordSection';
import { SessionsSection } from '../../features/account/security/SessionsSection';
import { TwoFactorSummary } from '../../features/account/security/TwoFactorSummary';
import { AppPage } from '../../features/app-shell/AppPage';
import { useSignedInUser } from '../../features/auth/signed-in-user';
import '../../locales/security';

/** /app/account/security: password, e-mail address, two-step sign-in, passkeys and own sessions. */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <AppPage title={t('security.title')}>
      <Stack gap={{ base: '5', md: '6' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
          <PasswordSection />
          <EmailSection currentEmail={user.email} />
        </SimpleGrid>
        <TwoFactorSummary enabled={user.second_factor.enabled} />
        <PasskeysSection />
        <SessionsSection />
      </Stack>
    </AppPage>
  );
}
