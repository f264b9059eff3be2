import { isRegistrationOpen } from '@ctf/shared/schemas/competition';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CompetitionPageFrame } from '@/features/competitions/CompetitionPageFrame';
import { CompetitionRegistration } from '@/features/competitions/CompetitionRegistration';
import { PageLoading } from '@/features/layout/PageLoading';
import { trpc } from '@/lib/trpc';
import '@/locales/competitions';
import { useInterfaceScript } from '@/lib/script';
import { CompetitionLoadFailed } from './CompetitionLoadFailed';

/** /app/competitions/{slug}/registration (DECISIONS): the user's registration, or the form to register. */
export function CompetitionRegistrationPage() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { slug = '' } = useParams();
  // One batched request: the competition, the user's registration, their competitor profile and
  // whether they may register (and why not).
  const competition = trpc.competitions.get.useQuery({ slug });
  const registration = trpc.competitions.registration.useQuery({ slug });
  const profile = trpc.competitors.me.useQuery();
  const eligibility = trpc.competitions.eligibility.useQuery({ slug });
  const title = t('competitions.registration.title');

  const failed = [competition, registration, profile, eligibility].find((query) => query.isError);
  if (failed?.error) {
    return <CompetitionLoadFailed title={title} error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (!competition.data || !registration.data || !profile.data || !eligibility.data) return <PageLoading />;

  return (
    <CompetitionPageFrame
      title={title}
      heading={t('competitions.registration.heading', { name: inScript(competition.data.name) })}
    >
      <CompetitionRegistration
        competition={{ ...competition.data, registration_open: isRegistrationOpen(competition.data) }}
        registration={registration.data.registration}
        profile={profile.data}
        reasons={eligibility.data.reasons}
      />
    </CompetitionPageFrame>
  );
}
