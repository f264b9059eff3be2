import { ZSeasonCreateSchema, type Season } from '@ctf/shared/schemas/programme';
import { useTranslation } from 'react-i18next';
import { EditConflictNotice } from '@/components/edit-conflict/EditConflictNotice';
import { useEditConflict } from '@/components/edit-conflict/use-edit-conflict';
import { useZodForm } from '@/components/form/use-zod-form';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { NameField, ProgrammeFormDialog } from './ProgrammeFormDialog';
import { useFieldErrorText } from './use-field-error-text';
import { useSaveInSeasons } from './use-save-in-seasons';

interface SeasonDialogProps {
  /** The season renamed; none: a new one. */
  season?: Season;
  onClose: () => void;
}

/** A new season's name, or a season's new name (over the version the page showed). */
export function SeasonDialog({ season, onClose }: SeasonDialogProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const errorText = useFieldErrorText();
  const conflict = useEditConflict<Pick<Season, 'name' | 'version'>>(season ?? { name: '', version: 0 });
  const create = trpc.programme.createSeason.useMutation();
  const rename = trpc.programme.renameSeason.useMutation();
  const { form, field, showServerErrors } = useZodForm(ZSeasonCreateSchema, {
    defaultValues: { name: season?.name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const save = useSaveInSeasons({ conflict, showServerErrors, onClose });

  const submit = form.handleSubmit(({ name }) =>
    save(
      () =>
        season
          ? rename.mutateAsync({ id: season.id, ...conflict.edit({ name }, ['name']) })
          : create.mutateAsync({ name }),
      season ? 'organizerArea.seasons.seasonForm.renamed' : 'organizerArea.seasons.seasonForm.created',
    ),
  );

  return (
    <ProgrammeFormDialog
      texts="organizerArea.seasons.seasonForm"
      isEdit={Boolean(season)}
      onClose={onClose}
      isBusy={isSubmitting}
      title={
        season
          ? t('organizerArea.seasons.seasonForm.renameTitle', { name: inScript(season.name) })
          : t('organizerArea.seasons.seasonForm.createTitle')
      }
      data-testid="season-dialog"
      onSubmit={submit}
    >
      {conflict.theirs && (
        <EditConflictNotice
          theirs={[{ label: t('organizerArea.seasons.seasonForm.name'), value: conflict.theirs.name }]}
          {...conflict.noticeActions(submit, (theirs) => form.reset({ name: theirs.name }))}
        />
      )}
      <NameField
        texts="organizerArea.seasons.seasonForm"
        registration={field('name')}
        error={errorText(errors.name)}
        hint={t('organizerArea.seasons.seasonForm.nameHint')}
        isDisabled={isSubmitting}
      />
    </ProgrammeFormDialog>
  );
}
