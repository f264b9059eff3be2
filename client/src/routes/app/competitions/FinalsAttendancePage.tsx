import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CompetitionPageFrame } from '@/features/competitions/CompetitionPageFrame';
import { FinalsAttendance } from '@/features/competitions/FinalsAttendance';
import { EmptyNotice, LoadError } from '@/features/competitions/StateViews';
import { PageLoading } from '@/features/layout/PageLoading';
import { errorCodeOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import '@/locales/competitions';
import { useInterfaceScript } from '@/lib/script';

/** /app/competitions/{slug}/finals-attendance: the invitee's answer to the finals invitation. */
export function FinalsAttendancePage() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { slug = '' } = useParams();
  const invitation = trpc.competitions.invitation.useQuery({ slug });
  const title = t('competitions.attendance.title');

  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError) {
    return (
      <CompetitionPageFrame title={title} heading={title}>
        {errorCodeOf(invitation.error) === 'NOT_FOUND' ? (
          <EmptyNotice title={t('competitions.notFound')} data-testid="competition-not-found" />
        ) : (
          <LoadError error={invitation.error} onRetry={() => void invitation.refetch()} />
        )}
      </CompetitionPageFrame>
    );
  }
  return (
    <CompetitionPageFrame
      title={title}
      heading={t('competitions.attendance.heading', { name: inScript(invitation.data.competition.name) })}
    >
      <FinalsAttendance slug={slug} invitation={invitation.data.invitation} />
    </CompetitionPageFrame>
  );
}
