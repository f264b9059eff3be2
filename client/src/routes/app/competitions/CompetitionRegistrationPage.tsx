import { isRegistrationOpen } from '@ctf/shared/schemas/competition';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CompetitionPageFrame } from '@/features/competitions/CompetitionPageFrame';
import { CompetitionRegistration } from '@/features/competitions/CompetitionRegistration';
import { EmptyNotice, LoadError } from '@/features/competitions/StateViews';
import { PageLoading } from '@/features/layout/PageLoading';
import { errorCodeOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import '@/locales/competitions';
import { useInterfaceScript } from '@/lib/script';

/** /app/competitions/{slug}/registration (DECISIONS): the user's registration, or the form to register. */
export function CompetitionRegistrationPage() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { slug = '' } = useParams();
  // One batched request: the competition, the user's registration and their competitor profile.
  const competition = trpc.competitions.get.useQuery({ slug });
  const registration = trpc.competitions.registration.useQuery({ slug });
  const profile = trpc.competitors.me.useQuery();
  const title = t('competitions.registration.title');

  const failed = [competition, registration, profile].find((query) => query.isError);
  if (failed?.error) {
    return (
      <CompetitionPageFrame title={title} heading={title}>
        {errorCodeOf(failed.error) === 'NOT_FOUND' ? (
          <EmptyNotice title={t('competitions.notFound')} data-testid="competition-not-found" />
        ) : (
          <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
        )}
      </CompetitionPageFrame>
    );
  }
  if (!competition.data || !registration.data || !profile.data) return <PageLoading />;

  return (
    <CompetitionPageFrame
      title={title}
      heading={t('competitions.registration.heading', { name: inScript(competition.data.name) })}
    >
      <CompetitionRegistration
        competition={{ ...competition.data, registration_open: isRegistrationOpen(competition.data) }}
        registration={registration.data.registration}
        profile={profile.data}
      />
    </CompetitionPageFrame>
  );
}
