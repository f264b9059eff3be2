import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { competitionPaths } from '../../features/competitions/paths';
import { LoadError } from '../../features/competitions/StateViews';
import { PageLoading } from '../../features/layout/PageLoading';
import { CompetitionList } from '../../features/organizer/CompetitionList';
import { PlusIcon } from '../../features/organizer/icons';
import { OrganizerPage } from '../../features/organizer/OrganizerPage';
import { trpc } from '../../lib/trpc';

export function CompetitionListPage() {
  const { t } = useTranslation();
  const competitions = trpc.organizer.competitions.list.useQuery();
  return (
    <OrganizerPage
      title={t('organizerArea.list.title')}
      description={t('organizerArea.list.description')}
      actions={
        <Button asChild>
          <RouterLink to={competitionPaths.organizerNew}>
            <PlusIcon />
            {t('organizerArea.list.create')}
          </RouterLink>
        </Button>
      }
    >
      {competitions.isPending ? (
        <PageLoading />
      ) : competitions.isError ? (
        <LoadError error={competitions.error} onRetry={() => void competitions.refetch()} />
      ) : (
        <CompetitionList competitions={competitions.data} />
      )}
    </OrganizerPage>
  );
}
