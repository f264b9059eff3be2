import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { DiscordNeededNotice } from '../account/IntegrationsSection';
import { Notice } from '../account/Notice';
import { QueryState } from '../account/QueryState';
import type { CompetitorApplication } from '../account/types';
import { useAccountData } from '../account/use-account-data';
import { JoinSchoolNotice } from '../mentors/JoinSchoolNotice';
import { useJoinSchool } from '../mentors/use-join-school';
import { WizardSteps } from './WizardSteps';

function BackToAccount() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" size={{ base: 'lg', md: 'md' }} alignSelf="flex-start">
      <RouterLink to={PATHS.account}>{t('account.backToAccount')}</RouterLink>
    </Button>
  );
}

/**
 * Spec "/app/account/competitor": the two-step application. It needs a linked Discord account, and
 * is open to someone who has not applied yet or whose application was rejected.
 */
export function CompetitorWizard() {
  const { t } = useTranslation();
  const { account, competitor, isError, isRetrying, retry } = useAccountData();
  const join = useJoinSchool();
  if (!account || !competitor || join.isLoading)
    return <QueryState isError={isError} onRetry={retry} isRetrying={isRetrying} />;

  if (!account.links.discord) {
    return (
      <DiscordNeededNotice
        title={t('account.wizard.discordRequiredTitle')}
        text={t('account.wizard.discordRequiredText')}
        testId="wizard-discord-required"
      />
    );
  }
  if (competitor.status === 'pending' || competitor.status === 'accepted') {
    return (
      <Notice
        status="info"
        title={t('account.wizard.alreadyAppliedTitle')}
        action={<BackToAccount />}
        data-testid="wizard-already-applied"
      >
        {t('account.wizard.alreadyAppliedText', {
          status: t(`account.competitor.status.${competitor.status}`).toLocaleLowerCase(),
        })}
      </Notice>
    );
  }

  const previous: CompetitorApplication | null = competitor.status === 'rejected' ? competitor.application : null;
  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} mt={{ base: '-2', md: '-4' }}>
        {t('account.wizard.intro')}
      </Text>
      {previous && (
        <Notice status="info" title={t('account.wizard.previousRejected')} data-testid="wizard-previous-rejected" />
      )}
      {join.school && <JoinSchoolNotice school={join.school} />}
      <Card.Root variant="outline" bg="bg.panel" borderColor="border.muted">
        <Card.Body p={{ base: '4', md: '8' }}>
          <WizardSteps previous={previous} userId={account.user.id} joinSchool={join.school} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
