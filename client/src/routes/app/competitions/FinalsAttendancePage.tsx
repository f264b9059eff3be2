import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CompetitionPageFrame } from '@/features/competitions/CompetitionPageFrame';
import { FinalsAttendance } from '@/features/competitions/FinalsAttendance';
import { PageLoading } from '@/features/layout/PageLoading';
import { trpc } from '@/lib/trpc';
import '@/locales/competitions';
import { useInterfaceScript } from '@/lib/script';
import { CompetitionLoadFailed } from './CompetitionLoadFailed';

/** /app/competitions/{slug}/finals-attendance: the invitee's answer to the finals invitation. */
export function FinalsAttendancePage() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { slug = '' } = useParams();
  const invitation = trpc.competitions.invitation.useQuery({ slug });
  const title = t('competitions.attendance.title');

  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError) {
    return <CompetitionLoadFailed title={title} error={invitation.error} onRetry={() => void invitation.refetch()} />;
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
