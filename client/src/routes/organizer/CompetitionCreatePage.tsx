import { Button } from '@chakra-ui/react/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notify } from '../../components/ui/notify';
import { competitionPaths } from '../../features/competitions/paths';
import { NEW_COMPETITION } from '../../features/organizer/competition-form';
import { CompetitionForm } from '../../features/organizer/CompetitionForm';
import { OrganizerPage } from '../../features/organizer/OrganizerPage';
import { trpc } from '../../lib/trpc';

/** /organizer/competitions/new: a new competition is a private warm-up until the organizer says otherwise. */
export function CompetitionCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // After creating, the edit page opens; its code is fetched now so the switch is immediate.
  useEffect(() => {
    void import('./CompetitionEditPage');
  }, []);
  const create = trpc.organizer.competitions.create.useMutation({
    onSuccess: async (competition) => {
      notify({ type: 'success', title: t('organizerArea.form.created') });
      utils.organizer.competitions.get.setData({ slug: competition.slug }, competition);
      navigate(competitionPaths.organizerEdit(competition.slug));
      await utils.organizer.competitions.list.invalidate();
    },
  });
  return (
    <OrganizerPage
      title={t('organizerArea.form.createTitle')}
      description={t('organizerArea.form.createDescription')}
      back={{ to: competitionPaths.organizerList, label: t('organizerArea.list.title') }}
    >
      <CompetitionForm
        mode="create"
        defaultValues={NEW_COMPETITION}
        onSubmit={(input) => create.mutateAsync(input)}
        submitLabel={t('organizerArea.form.create')}
        submittingLabel={t('organizerArea.form.creating')}
        failedMessage={t('organizerArea.form.createFailed')}
        secondaryActions={
          <Button asChild variant="ghost">
            <RouterLink to={competitionPaths.organizerList}>{t('organizerArea.form.cancel')}</RouterLink>
          </Button>
        }
      />
    </OrganizerPage>
  );
}
