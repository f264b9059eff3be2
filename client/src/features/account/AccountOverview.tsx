import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { MyCertificates } from './certificates/MyCertificates';
import { CompetitorSection } from './CompetitorSection';
import { DiscordNeededNotice, IntegrationsSection } from './IntegrationsSection';
import { Notice } from './Notice';
import { OwnDataSection } from './own-data/OwnDataSection';
import { ProfileSection } from './ProfileSection';
import { QueryState } from './QueryState';
import { SecurityLink } from './security/SecurityLink';
import { TeacherSection } from '../mentors/TeacherSection';
import { useAccountData } from './use-account-data';
import { useLinkResult } from './use-link-result';
import { publicConfig } from '../../lib/public-config';

/** Spec "/app/account": profile, competitor profile and status, linked accounts. */
export function AccountOverview() {
  const { t } = useTranslation();
  const linkFailure = useLinkResult();
  const { account, competitor, isError, isRetrying, retry } = useAccountData();

  const failureNotice = linkFailure && (
    <Notice
      status="error"
      title={t('account.linkResult.failedTitle', { provider: t(`account.providers.${linkFailure.provider}`) })}
      data-testid="link-error"
    >
      {t(`account.linkResult.${linkFailure.error}`, {
        provider: t(`account.providers.${linkFailure.provider}`),
        address: publicConfig.publicUrl,
      })}
    </Notice>
  );

  if (!account || !competitor) {
    return (
      <Stack gap="5">
        {failureNotice}
        <QueryState isError={isError} onRetry={retry} isRetrying={isRetrying} />
      </Stack>
    );
  }

  const hasDiscord = account.links.discord !== null;
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      {failureNotice}
      {!hasDiscord && (
        <DiscordNeededNotice
          title={t('account.discordWarning.title')}
          text={t('account.discordWarning.text')}
          testId="discord-warning"
        />
      )}
      <SecurityLink />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
        <ProfileSection user={account.user} />
        <IntegrationsSection links={account.links} />
      </SimpleGrid>
      <CompetitorSection competitor={competitor} isLocked={!hasDiscord} />
      <MyCertificates />
      <TeacherSection />
      <OwnDataSection username={account.user.username} />
    </Stack>
  );
}
