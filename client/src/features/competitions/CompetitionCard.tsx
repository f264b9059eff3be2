import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { DataList } from '@/components/ui/recipes/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../lib/dates';
import { RegistrationStatusBadge, StageBadge } from './badges';
import { EligibilityNotice } from './EligibilityNotice';
import { LogInIcon } from './icons';
import { competitionPaths } from './paths';
import type { ListedCompetition } from './types';
import { useInterfaceScript } from '../../lib/script';

interface CompetitionCardProps {
  competition: ListedCompetition;
  onAccess: (slug: string, refusal: ListedCompetition['access_refusal']) => void;
  isAccessing: boolean;
}

const DATES = [
  ['starts_at', 'competitions.card.starts'],
  ['ends_at', 'competitions.card.ends'],
  ['registration_starts_at', 'competitions.card.registrationOpens'],
  ['registration_ends_at', 'competitions.card.registrationCloses'],
] as const;

/**
 * Spec "/app/competitions": start, end, registration open and close, Access, and Register only
 * while registration is open (the server's registration_open, spec section 4's four cases). The
 * user's own registration status shows on the card; Register is the filled button until the user
 * has registered, Access after. Before registering, the card says why the user could not (each reason
 * of the eligibility rule in words, with its next step).
 */
export function CompetitionCard({ competition, onAccess, isAccessing }: CompetitionCardProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { slug } = competition;
  const hasRegistration = Boolean(
    competition.registration_status || competition.registration_starts_at || competition.registration_ends_at,
  );
  // Register is the main action while the user can still register (issue 12 item 7), Access after.
  const registrationFirst = competition.registration_open && competition.registration_status === null;
  const accessButton = (variant: 'solid' | 'outline') => (
    <Button
      variant={variant}
      onClick={() => onAccess(slug, competition.access_refusal)}
      loading={isAccessing}
      data-refusal={competition.access_refusal ?? undefined}
    >
      <LogInIcon />
      {t('competitions.card.access')}
    </Button>
  );
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      borderColor="border.muted"
      h="full"
      data-testid="competition-card"
      data-slug={slug}
    >
      <Card.Header gap="3">
        <HStack gap="2" wrap="wrap">
          <StageBadge stage={competition.stage} />
          {competition.registration_open && (
            <Badge colorPalette="green" variant="solid">
              {t('competitions.card.registrationOpen')}
            </Badge>
          )}
        </HStack>
        {competition.registration_status && (
          <HStack gap="2" data-testid="card-registration-status">
            <Text fontSize="sm" color="fg.muted">
              {t('competitions.card.yourRegistration')}
            </Text>
            <RegistrationStatusBadge status={competition.registration_status} />
          </HStack>
        )}
        <Heading as="h2" size="lg" overflowWrap="anywhere">
          {inScript(competition.name)}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {DATES.map(([field, label]) => (
            <DataList.Item key={field}>
              <DataList.ItemLabel minW="40">{t(label)}</DataList.ItemLabel>
              <DataList.ItemValue color={competition[field] ? 'fg' : 'fg.subtle'}>
                {competition[field] ? formatDateTime(competition[field]) : t('competitions.notSet')}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {competition.registration_status === null && (
          <EligibilityNotice competition={competition} reasons={competition.eligibility_reasons} size="sm" />
        )}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {registrationFirst ? (
          <>
            <Button asChild>
              <RouterLink to={competitionPaths.registration(slug)}>{t('competitions.card.register')}</RouterLink>
            </Button>
            {accessButton('outline')}
          </>
        ) : (
          <>
            {accessButton('solid')}
            {hasRegistration && (
              <Button asChild variant="ghost">
                <RouterLink to={competitionPaths.registration(slug)}>
                  {t('competitions.card.myRegistration')}
                </RouterLink>
              </Button>
            )}
          </>
        )}
        {competition.stage === 'finals' && (
          <Button asChild variant="ghost">
            <RouterLink to={competitionPaths.finalsAttendance(slug)}>
              {t('competitions.card.finalsAttendance')}
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
