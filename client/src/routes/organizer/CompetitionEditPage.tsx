import { HStack } from '@chakra-ui/react/stack';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { StageBadge } from '../../features/competitions/badges';
import { competitionPaths } from '../../features/competitions/paths';
import { EmptyNotice, LoadError } from '../../features/competitions/StateViews';
import type { Competition } from '../../features/competitions/types';
import { PageLoading } from '../../features/layout/PageLoading';
import { AnnouncementsPanel } from '../../features/organizer/AnnouncementsPanel';
import { BasicInfoPanel } from '../../features/organizer/BasicInfoPanel';
import { CertificatesPanel } from '../../features/organizer/certificates/CertificatesPanel';
import { tabOfPath, visibleTabs, type CompetitionTab } from '../../features/organizer/competition-tabs';
import { CompetitionTabs } from '../../features/organizer/CompetitionTabs';
import { FinalistsPanel } from '../../features/organizer/FinalistsPanel';
import { OrganizerPage } from '../../features/organizer/OrganizerPage';
import { RegistrationsPanel } from '../../features/organizer/RegistrationsPanel';
import { ResultsPanel } from '../../features/organizer/ResultsPanel';
import { VisibilityBadge } from '../../features/organizer/VisibilityBadge';
import { useListReturn } from '../../components/data-table';
import { errorCodeOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useInterfaceScript } from '../../lib/script';

const PANELS: Record<CompetitionTab, ComponentType<{ competition: Competition }>> = {
  basic: BasicInfoPanel,
  registrations: RegistrationsPanel,
  finalists: FinalistsPanel,
  results: ResultsPanel,
  certificates: CertificatesPanel,
  announcements: AnnouncementsPanel,
};

/** /organizer/competitions/{slug}[/registrations|/finalists|/results|/announcements]: the competition's tabs. */
export function CompetitionEditPage() {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const competition = trpc.organizer.competitions.get.useQuery({ slug });
  const listReturn = useListReturn(competitionPaths.organizerList);
  // Back to the list as it was left (its page, sort and search), issue 12 item 6.
  const back = { to: listReturn, label: t('organizerArea.list.title') };

  if (competition.isPending) return <PageLoading />;
  if (competition.isError) {
    return (
      <OrganizerPage title={t('organizerArea.list.title')} back={back}>
        {errorCodeOf(competition.error) === 'NOT_FOUND' ? (
          <EmptyNotice title={t('competitions.notFound')} data-testid="competition-not-found" />
        ) : (
          <LoadError error={competition.error} onRetry={() => void competition.refetch()} />
        )}
      </OrganizerPage>
    );
  }

  const data = competition.data;
  const tab = tabOfPath(pathname, data.slug);
  // A tab the stage does not have (e.g. an old link to Registrations after the move to finals).
  if (!visibleTabs(data).includes(tab)) return <Navigate to={competitionPaths.organizerEdit(data.slug)} replace />;
  const Panel = PANELS[tab];

  return (
    <OrganizerPage
      title={inScript(data.name)}
      description={
        <HStack gap="2" wrap="wrap">
          <VisibilityBadge visibility={data.visibility} />
          <StageBadge stage={data.stage} />
        </HStack>
      }
      back={back}
    >
      <CompetitionTabs competition={data}>
        <Panel competition={data} />
      </CompetitionTabs>
    </OrganizerPage>
  );
}
