import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { formatDateTime } from '../../lib/dates';
import { errorCodeOf, serverMessageOf } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { trpc } from '../../lib/trpc';
import { RegistrationStatusBadge } from './badges';
import { EligibilityNotice } from './EligibilityNotice';
import type { EligibilityCompetition } from './eligibility-text';
import { Panel } from './Panel';
import { PersonDetails } from './PersonDetails';
import { StatusNotice } from './StateViews';
import type { EligibilityReason } from '@ctf/shared/schemas/programme';
import type { Competition, CompetitorProfile, OwnRegistration } from './types';

function RegistrationStatus({ registration }: { registration: OwnRegistration }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('competitions.registration.yours')} data-testid="own-registration">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="medium">{t('competitions.registration.status')}</Text>
        <RegistrationStatusBadge status={registration.status} />
      </HStack>
      <Text color="fg.muted">{t(`competitions.registration.statusText.${registration.status}`)}</Text>
      <PersonDetails
        person={registration}
        extra={[
          [t('competitions.registration.registeredAt'), formatDateTime(registration.created_at)],
          ...(registration.decided_at
            ? [[t('competitions.registration.decidedAt'), formatDateTime(registration.decided_at)] as [string, string]]
            : []),
        ]}
      />
    </Panel>
  );
}

function ProfileNeeded({ profile }: { profile: CompetitorProfile }) {
  const { t } = useTranslation();
  const state = profile.status === 'pending' || profile.status === 'rejected' ? profile.status : 'none';
  return (
    <StatusNotice
      status="warning"
      title={t('competitions.registration.profileTitle')}
      text={t(`competitions.registration.profile.${state}`)}
      action={
        state !== 'pending' && (
          <Button asChild size="sm" variant="outline" alignSelf="center">
            <RouterLink to={PATHS.competitorWizard}>{t('competitions.registration.toProfile')}</RouterLink>
          </Button>
        )
      }
      data-testid="profile-needed"
    />
  );
}

interface CompetitionRegistrationProps {
  competition: Pick<Competition, 'slug' | 'registration_starts_at' | 'registration_ends_at'> &
    EligibilityCompetition & { registration_open: boolean };
  registration: OwnRegistration | null;
  profile: CompetitorProfile;
  /** Why registering would be refused (competitions.eligibility), said before the user tries. */
  reasons: readonly EligibilityReason[];
}

/**
 * DECISIONS: the user's registration and its status, or the form to register, which copies the
 * approved competitor profile as it is now. Without such a profile it leads to the application; a
 * user the eligibility rule refuses for another reason (Discord, age, category) is told why.
 */
export function CompetitionRegistration({ competition, registration, profile, reasons }: CompetitionRegistrationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { slug } = competition;
  const register = trpc.competitions.register.useMutation({
    onSuccess: async ({ registration: created }) => {
      await utils.competitions.registration.cancel({ slug });
      utils.competitions.registration.setData({ slug }, { registration: created });
      notify({ type: 'success', title: t('competitions.registration.success') });
      await utils.competitions.list.invalidate();
    },
    onError: async (error) => {
      const code = errorCodeOf(error);
      notify({ type: 'error', title: serverMessageOf(error) ?? t('competitions.genericError') });
      if (code === 'NOT_A_COMPETITOR') navigate(PATHS.competitorWizard);
      else
        await Promise.all([
          utils.competitions.registration.invalidate({ slug }),
          utils.competitions.get.invalidate({ slug }),
        ]);
    },
  });

  if (registration) return <RegistrationStatus registration={registration} />;
  if (!competition.registration_open) {
    return (
      <StatusNotice
        status="info"
        title={t('competitions.registration.closedTitle')}
        text={t('competitions.registration.closed')}
        data-testid="registration-closed"
      />
    );
  }
  // Without a usable application the profile notice says what to do; any other reason is said in words.
  if (reasons.includes('NOT_A_COMPETITOR') || !profile.application) return <ProfileNeeded profile={profile} />;
  if (reasons.some((reason) => reason !== 'REGISTRATION_CLOSED'))
    return <EligibilityNotice competition={competition} reasons={reasons} />;

  return (
    <Panel title={t('competitions.registration.formTitle')} data-testid="registration-form">
      <Text color="fg.muted">{t('competitions.registration.formText')}</Text>
      <PersonDetails person={profile.application} />
      <Stack align="flex-start">
        <Button
          onClick={() => register.mutate({ slug })}
          loading={register.isPending}
          loadingText={t('competitions.registration.submitting')}
        >
          {t('competitions.registration.submit')}
        </Button>
      </Stack>
    </Panel>
  );
}
