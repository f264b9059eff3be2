import { Fieldset } from '@chakra-ui/react/fieldset';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { ROLES } from '@ctf/shared/constants';
import {
  SCHOOL_LEVELS,
  ZCategoryCreateSchema,
  type Category,
  type Season,
  type TCategoryCreateInput,
} from '@ctf/shared/schemas/programme';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditConflictNotice } from '@/components/edit-conflict/EditConflictNotice';
import { changedFields, useEditConflict } from '@/components/edit-conflict/use-edit-conflict';
import { ChoiceInput } from '@/components/form/ChoiceInput';
import { FormField } from '@/components/form/FormField';
import { useZodForm } from '@/components/form/use-zod-form';
import { OptionSelect } from '@/components/select/OptionSelect';
import { DayInput } from '@/features/competitor/DayInput';
import { formatDate } from '@/lib/dates';
import { useInterfaceScript } from '@/lib/script';
import { trpc } from '@/lib/trpc';
import { AgeBoundFields } from './AgeBoundFields';
import { NameField, ProgrammeFormDialog } from './ProgrammeFormDialog';
import { useFieldErrorText } from './use-field-error-text';
import { useSaveInSeasons } from './use-save-in-seasons';

type CategoryFormValues = Required<TCategoryCreateInput>;
const EDITABLE = ['name', 'age_min', 'age_max', 'reference_date', 'school_levels', 'required_role'] as const;
const ROLE_OPTIONS = ['', ...ROLES] as const;

const valuesOf = (seasonId: number, category: Category = unsaved(seasonId)): CategoryFormValues => ({
  season_id: seasonId,
  code: category.code,
  name: category.name,
  age_min: category.age_min,
  age_max: category.age_max,
  reference_date: category.reference_date,
  school_levels: category.school_levels,
  required_role: category.required_role as CategoryFormValues['required_role'],
});

/** What a new category's form starts from (nothing saved yet: no version to check). */
const unsaved = (seasonId: number): Category => ({
  id: 0,
  season_id: seasonId,
  code: '',
  name: '',
  position: 0,
  age_min: null,
  age_max: null,
  reference_date: '',
  school_levels: [],
  required_role: null,
  version: 0,
});

/** An empty box is no bound; anything else is read as a number, and the shared schema judges it. */
const ageFromText = (text: unknown) => (text === '' || text === null ? null : Number(text));

interface CategoryDialogProps {
  season: Season;
  /** The category edited; none: a new one, added last in the season's order. */
  category?: Category;
  onClose: () => void;
}

/** A category's fields, checked by the server's own schema; an edit sends only what changed. */
export function CategoryDialog({ season, category, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const inScript = useInterfaceScript();
  const errorText = useFieldErrorText();
  const conflict = useEditConflict(category ?? unsaved(season.id));
  const create = trpc.programme.createCategory.useMutation();
  const update = trpc.programme.updateCategory.useMutation();
  const { form, field, showServerErrors } = useZodForm(ZCategoryCreateSchema, {
    defaultValues: valuesOf(season.id, category),
  });
  const { errors, isSubmitting } = form.formState;
  const ageField = (name: 'age_min' | 'age_max') =>
    form.register(name, { setValueAs: ageFromText, onChange: () => form.clearErrors(['age_min', 'age_max']) });
  const roleLabel = (role: (typeof ROLE_OPTIONS)[number]) =>
    role === '' ? t('organizerArea.seasons.categoryForm.noRole') : t(`organizerArea.seasons.roles.${role}`);
  const levelLabel = (level: (typeof SCHOOL_LEVELS)[number]) => t(`organizerArea.seasons.schoolLevels.${level}`);

  const save = useSaveInSeasons({ conflict, showServerErrors, onClose });

  const submit = form.handleSubmit((values) => {
    const changed = changedFields(form).filter((name) => (EDITABLE as readonly string[]).includes(name));
    return save(
      () =>
        category
          ? update.mutateAsync({ id: category.id, ...conflict.edit(values, changed) })
          : create.mutateAsync(values),
      category ? 'organizerArea.seasons.categoryForm.saved' : 'organizerArea.seasons.categoryForm.created',
    );
  });

  const theirs = conflict.theirs;
  return (
    <ProgrammeFormDialog
      texts="organizerArea.seasons.categoryForm"
      isEdit={Boolean(category)}
      onClose={onClose}
      isBusy={isSubmitting}
      size="lg"
      title={
        category
          ? t('organizerArea.seasons.categoryForm.editTitle', { name: inScript(category.name) })
          : t('organizerArea.seasons.categoryForm.createTitle', { season: inScript(season.name) })
      }
      data-testid="category-dialog"
      onSubmit={submit}
    >
      {theirs && (
        <EditConflictNotice
          theirs={[
            { label: t('organizerArea.seasons.categoryForm.name'), value: inScript(theirs.name) },
            { label: t('organizerArea.seasons.categoryForm.ageMin'), value: String(theirs.age_min ?? '') },
            { label: t('organizerArea.seasons.categoryForm.ageMax'), value: String(theirs.age_max ?? '') },
            {
              label: t('organizerArea.seasons.categoryForm.referenceDate'),
              value: formatDate(theirs.reference_date),
            },
            {
              label: t('organizerArea.seasons.categoryForm.schoolLevels'),
              value: theirs.school_levels.map(levelLabel).join(', '),
            },
            {
              label: t('organizerArea.seasons.categoryForm.requiredRole'),
              value: theirs.required_role ? roleLabel(theirs.required_role as (typeof ROLES)[number]) : '',
            },
          ]}
          {...conflict.noticeActions(submit, (current) => form.reset(valuesOf(season.id, current)))}
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField
          label={t('organizerArea.seasons.categoryForm.code')}
          hint={t(
            category
              ? 'organizerArea.seasons.categoryForm.codeReadOnly'
              : 'organizerArea.seasons.categoryForm.codeHint',
          )}
          error={errorText(errors.code)}
          isDisabled={isSubmitting}
          isRequired
        >
          <Input
            {...field('code')}
            readOnly={Boolean(category)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            fontFamily="mono"
          />
        </FormField>
        <NameField
          texts="organizerArea.seasons.categoryForm"
          registration={field('name')}
          error={errorText(errors.name)}
          isDisabled={isSubmitting}
        />
        <AgeBoundFields
          register={ageField}
          errors={errors}
          errorText={errorText}
          texts="organizerArea.seasons.categoryForm"
          isDisabled={isSubmitting}
        />
        <FormField
          label={t('organizerArea.seasons.categoryForm.referenceDate')}
          hint={t('organizerArea.seasons.categoryForm.referenceDateHint')}
          error={errorText(errors.reference_date)}
          isDisabled={isSubmitting}
          isRequired
        >
          <DayInput control={form.control} name="reference_date" autoComplete="off" />
        </FormField>
        <FormField
          label={t('organizerArea.seasons.categoryForm.requiredRole')}
          error={errorText(errors.required_role)}
          isDisabled={isSubmitting}
        >
          <OptionSelect
            {...form.register('required_role', {
              setValueAs: (value: unknown) => (value === '' ? null : value),
              onChange: () => form.clearErrors('required_role'),
            })}
            options={ROLE_OPTIONS}
            labelOf={roleLabel}
          />
        </FormField>
      </SimpleGrid>
      <Fieldset.Root invalid={Boolean(errors.school_levels)} disabled={isSubmitting}>
        <Fieldset.Legend>{t('organizerArea.seasons.categoryForm.schoolLevels')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('organizerArea.seasons.categoryForm.schoolLevelsHint')}</Fieldset.HelperText>
        <Stack gap="0">
          {SCHOOL_LEVELS.map((level) => (
            <ChoiceInput
              key={level}
              type="checkbox"
              value={level}
              label={levelLabel(level)}
              {...field('school_levels' as Path<CategoryFormValues>)}
            />
          ))}
        </Stack>
        {errors.school_levels && (
          <Fieldset.ErrorText>{errorText(errors.school_levels as { message?: string })}</Fieldset.ErrorText>
        )}
      </Fieldset.Root>
    </ProgrammeFormDialog>
  );
}
