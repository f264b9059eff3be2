import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../lib/errors';
import { useEditConflict } from '../../components/edit-conflict/use-edit-conflict';
import { notify } from '../../components/ui/notify';
import { trpc } from '../../lib/trpc';
import type { Competition } from '../competitions/types';
import { formValuesOf, type CompetitionInput } from './competition-form';
import { ConfirmDialog } from './ConfirmDialog';
import { CompetitionForm } from './CompetitionForm';
import { DeleteCompetitionButton } from './DeleteCompetitionButton';

/** Spec "Basic info": the competition's fields with Save, and Delete behind a confirmation. */
export function BasicInfoPanel({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const conflict = useEditConflict(competition);
  const update = trpc.organizer.competitions.update.useMutation({
    onSuccess: async (saved) => {
      conflict.saved(saved);
      notify({ type: 'success', title: t('organizerArea.form.saved') });
      // A read still on its way (from before the save) must not put the old values back.
      await utils.organizer.competitions.get.cancel({ slug: saved.slug });
      utils.organizer.competitions.get.setData({ slug: saved.slug }, saved);
      await utils.organizer.competitions.list.invalidate();
    },
  });
  // Issue 12 item 5: leaving quals hides the registrations, leaving finals the invitations; ask first.
  const [stageChange, setStageChange] = useState<{
    text: string;
    confirm: () => void;
    cancel: () => void;
  } | null>(null);
  const save = (input: CompetitionInput, changed: readonly string[]) =>
    update.mutateAsync(conflict.edit(input, changed, ['slug']));
  const submit = async (input: CompetitionInput, changed: readonly string[]) => {
    const leaving = changed.includes('stage') ? competition.stage : null;
    // Counted when saving, not when the panel opened: registrations may have come in since.
    const numbers = leaving
      ? await utils.organizer.finalists.numbers.fetch({ slug: competition.slug }, { staleTime: 0 })
      : undefined;
    const registrations = numbers?.registrations.total ?? 0;
    const invitations = numbers?.invitations.total ?? 0;
    const text =
      leaving === 'quals' && registrations > 0
        ? t('organizerArea.ops.stageDialog.fromQuals', { count: registrations })
        : leaving === 'finals' && invitations > 0
          ? t('organizerArea.ops.stageDialog.fromFinals', { count: invitations })
          : null;
    if (!text) return save(input, changed);
    return new Promise<unknown>((resolve, reject) =>
      setStageChange({
        text,
        confirm: () =>
          save(input, changed)
            .then(resolve, reject)
            .finally(() => setStageChange(null)),
        cancel: () => {
          setStageChange(null);
          resolve(undefined);
        },
      }),
    );
  };
  const restore = trpc.organizer.competitions.restore.useMutation({
    onSuccess: async (restored) => {
      notify({ type: 'success', title: t('organizerArea.archive.restored') });
      utils.organizer.competitions.get.setData({ slug: restored.slug }, restored);
      await utils.organizer.competitions.list.invalidate();
    },
    onError: (error) => notify({ type: 'error', title: serverMessageOf(error) ?? t('organizerArea.genericError') }),
  });
  return (
    <Stack gap="5">
      {competition.archived && (
        <Alert.Root status="info" variant="surface" data-testid="archived-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('organizerArea.archive.notice')}</Alert.Title>
          </Alert.Content>
          <Button
            size="sm"
            alignSelf="center"
            onClick={() => restore.mutate({ slug: competition.slug })}
            loading={restore.isPending}
            loadingText={t('organizerArea.archive.restoring')}
          >
            {t('organizerArea.archive.restore')}
          </Button>
        </Alert.Root>
      )}
      <CompetitionForm
        // A fresh form when the saved competition comes back, so its values are the stored ones.
        key={JSON.stringify(formValuesOf(competition))}
        mode="edit"
        defaultValues={formValuesOf(competition)}
        season={{ id: competition.season_id, name: competition.season }}
        onSubmit={submit}
        conflict={conflict}
        submitLabel={t('organizerArea.form.save')}
        submittingLabel={t('organizerArea.form.saving')}
        failedMessage={t('organizerArea.form.saveFailed')}
        secondaryActions={competition.archived ? undefined : <DeleteCompetitionButton competition={competition} />}
      />
      <ConfirmDialog
        isOpen={stageChange !== null}
        onClose={() => stageChange?.cancel()}
        onConfirm={() => stageChange?.confirm()}
        isConfirming={update.isPending}
        title={t('organizerArea.ops.stageDialog.title')}
        text={stageChange?.text ?? ''}
        confirmLabel={t('organizerArea.ops.stageDialog.confirm')}
        confirmingLabel={t('organizerArea.ops.stageDialog.confirming')}
        cancelLabel={t('organizerArea.ops.stageDialog.cancel')}
      />
    </Stack>
  );
}
