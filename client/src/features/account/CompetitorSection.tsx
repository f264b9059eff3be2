import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { publicConfig } from '../../lib/public-config';
import { AccountSection } from './AccountSection';
import { ApplicationDetails } from './ApplicationDetails';
import { CompetitorStatusBadge } from './CompetitorStatusBadge';
import { CtfTeamSwitch } from './CtfTeamSwitch';
import { IdCardIcon, LockIcon } from './icons';
import { MyCategories } from './MyCategories';
import { MentorConsentSwitch } from '../mentors/MentorConsentSwitch';
import { SimulateOutcome } from './SimulateOutcome';
import type { OwnCompetitor } from './types';

function ApplyButton({ isLocked, isReapply }: { isLocked: boolean; isReapply: boolean }) {
  const { t } = useTranslation();
  const label = isReapply ? t('account.competitor.reapply') : t('account.competitor.apply');
  const size = { base: 'lg', md: 'md' } as const;
  const width = { base: 'full', sm: 'auto' } as const;
  if (isLocked) {
    return (
      <Button size={size} w={width} alignSelf={{ sm: 'flex-start' }} colorPalette="brand" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild size={size} w={width} colorPalette="brand" alignSelf={{ sm: 'flex-start' }}>
      <RouterLink to={PATHS.competitorWizard}>{label}</RouterLink>
    </Button>
  );
}

interface CompetitorSectionProps {
  competitor: OwnCompetitor;
  /** Without a linked Discord account the block is greyed out and cannot be used (spec section 6). */
  isLocked: boolean;
}

/** Spec "/app/account": the competitor profile and the application's status. */
export function CompetitorSection({ competitor, isLocked }: CompetitorSectionProps) {
  const { t } = useTranslation();
  const { status, application } = competitor;
  return (
    <AccountSection
      icon={<IdCardIcon />}
      title={t('account.competitor.title')}
      aside={<CompetitorStatusBadge status={status} />}
      data-testid="competitor-section"
    >
      <Stack gap="5">
        {isLocked && (
          <HStack gap="2" align="flex-start" color="orange.fg" data-testid="competitor-locked">
            <Box as="span" mt="1" flexShrink={0} aria-hidden="true">
              <LockIcon />
            </Box>
            <Text fontWeight="medium">{t('account.competitor.lockedHint')}</Text>
          </HStack>
        )}
        {/* Locked, the text stays fully readable (dimmed it fell to 3:1 contrast); the disabled button says it. */}
        <Stack gap="5" data-locked={isLocked || undefined} data-testid="competitor-content">
          <Text color="fg.muted">{t(`account.competitor.${status}`)}</Text>
          <MyCategories />
          {status === 'rejected' && application && (
            <Box borderStartWidth="3px" borderColor="red.500" ps="3" data-testid="rejection-reason">
              <Text fontSize="sm" color="fg.muted">
                {t('account.competitor.rejectionReason')}
              </Text>
              <Text fontWeight="medium" whiteSpace="pre-wrap" wordBreak="break-word">
                {application.rejection_reason ?? t('account.competitor.noReason')}
              </Text>
            </Box>
          )}
          {status === 'accepted' && application && <CtfTeamSwitch isMember={application.ctf_team} />}
          {(status === 'accepted' || status === 'pending') && application && (
            <MentorConsentSwitch application={application} />
          )}
          {application && <ApplicationDetails application={application} />}
          {(status === 'none' || status === 'rejected') && (
            <ApplyButton isLocked={isLocked} isReapply={status === 'rejected'} />
          )}
          {status === 'pending' && publicConfig.devTools && <SimulateOutcome />}
        </Stack>
      </Stack>
    </AccountSection>
  );
}
