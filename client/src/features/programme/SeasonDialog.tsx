import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { ZSeasonCreateSchema, type Season } from '@ctf/shared/schemas/programme';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictNotice } from '@/components/edit-conflict/EditConflictNotice';
import { saveOrExplain } from '@/components/edit-conflict/save-or-explain';
import { useEditConflict } from '@/components/edit-conflict/use-edit-conflict';
import { FormField } from '@/components/form/FormField';
import { useZodForm } from '@/components/form/use-zod-form';
import { notify } from '@/components/ui/notify';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { DialogActions } from '../organizer/DialogActions';
import { OrganizerDialog } from '../organizer/OrganizerDialog';
import { useFieldErrorText } from './use-field-error-text';

interface SeasonDialogProps {
  /** The season renamed; none: a new one. */
  season?: Season;
  onClose: () => void;
}

/** A new season's name, or a season's new name (over the version the page showed). */
export function SeasonDialog({ season, onClose }: SeasonDialogProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const formId = useId();
  const errorText = useFieldErrorText();
  const utils = trpc.useUtils();
  const conflict = useEditConflict<Pick<Season, 'name' | 'version'>>(season ?? { name: '', version: 0 });
  const create = trpc.programme.createSeason.useMutation();
  const rename = trpc.programme.renameSeason.useMutation();
  const { form, field, showServerErrors } = useZodForm(ZSeasonCreateSchema, {
    defaultValues: { name: season?.name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(({ name }) =>
    saveOrExplain(
      () =>
        season
          ? rename.mutateAsync({ id: season.id, ...conflict.edit({ name }, ['name']) })
          : create.mutateAsync({ name }),
      {
        conflict,
        showServerErrors,
        failedTitle: t('organizerArea.seasons.failed'),
        done: async (saved) => {
          const title = season
            ? 'organizerArea.seasons.seasonForm.renamed'
            : 'organizerArea.seasons.seasonForm.created';
          notify({ type: 'success', title: t(title, { name: inScript(saved.name) }) });
          await utils.programme.seasons.invalidate();
          onClose();
        },
      },
    ),
  );

  return (
    <OrganizerDialog
      isOpen
      onClose={onClose}
      isBusy={isSubmitting}
      title={
        season
          ? t('organizerArea.seasons.seasonForm.renameTitle', { name: inScript(season.name) })
          : t('organizerArea.seasons.seasonForm.createTitle')
      }
      data-testid="season-dialog"
      footer={
        <DialogActions
          onClose={onClose}
          isPending={isSubmitting}
          form={formId}
          submitLabel={t(season ? 'organizerArea.seasons.seasonForm.save' : 'organizerArea.seasons.seasonForm.create')}
          submittingLabel={t(
            season ? 'organizerArea.seasons.seasonForm.saving' : 'organizerArea.seasons.seasonForm.creating',
          )}
        />
      }
    >
      <chakra.form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {conflict.theirs && (
            <EditConflictNotice
              theirs={[{ label: t('organizerArea.seasons.seasonForm.name'), value: conflict.theirs.name }]}
              onKeepMine={() => {
                conflict.keepMine();
                void submit();
              }}
              onTakeTheirs={() => {
                const theirs = conflict.takeTheirs();
                if (theirs) form.reset({ name: theirs.name });
              }}
            />
          )}
          <FormField
            label={t('organizerArea.seasons.seasonForm.name')}
            hint={t('organizerArea.seasons.seasonForm.nameHint')}
            error={errorText(errors.name)}
            isDisabled={isSubmitting}
            isRequired
          >
            <Input {...field('name')} autoComplete="off" />
          </FormField>
        </Stack>
      </chakra.form>
    </OrganizerDialog>
  );
}
