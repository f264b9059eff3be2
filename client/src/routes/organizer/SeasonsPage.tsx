import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../features/competitions/StateViews';
import { PageLoading } from '../../features/layout/PageLoading';
import { PlusIcon } from '../../features/organizer/icons';
import { OrganizerPage } from '../../features/organizer/OrganizerPage';
import { SeasonList, type SeasonsDialog } from '../../features/programme/SeasonList';
import { trpc } from '../../lib/trpc';

/** /organizer/seasons: the seasons and their categories, changed in dialogs. */
export function SeasonsPage() {
  const { t } = useTranslation();
  const seasons = trpc.programme.seasons.useQuery();
  const [dialog, setDialog] = useState<SeasonsDialog | null>(null);
  return (
    <OrganizerPage
      title={t('organizerArea.seasons.title')}
      description={t('organizerArea.seasons.description')}
      actions={
        <Button onClick={() => setDialog({ kind: 'createSeason' })}>
          <PlusIcon aria-hidden="true" />
          {t('organizerArea.seasons.create')}
        </Button>
      }
    >
      {seasons.isPending ? (
        <PageLoading />
      ) : seasons.isError ? (
        <LoadError error={seasons.error} onRetry={() => void seasons.refetch()} />
      ) : (
        <SeasonList seasons={seasons.data} dialog={dialog} onDialog={setDialog} />
      )}
    </OrganizerPage>
  );
}
