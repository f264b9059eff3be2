import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { DescribedSwitch } from '@/components/ui/recipes/described-switch';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../../components/form/ChoiceInput';
import { FormField } from '../../components/form/FormField';
import { useControlError } from '../../components/form/use-control-error';
import { useFieldErrorText as useTextsOf } from '../../components/form/use-field-error-text';
import { trpc } from '../../lib/trpc';
import { DayText } from '../competitor/DayInput';
import { AgeBoundFields } from '../programme/AgeBoundFields';
import { type CompetitionFormValues, type CompetitionInput, requiresAcceptedCompetitorIn } from './competition-form';
import { chosenSeason, seasonNameByStart, splitBySeason } from './competition-season';
import { ORGANIZER_TEXTS } from './use-field-error-text';

interface EligibilitySectionProps {
  form: UseFormReturn<CompetitionFormValues, unknown, CompetitionInput>;
  mode: 'create' | 'edit';
  /** Editing: the competition's season, shown before the seasons arrive. */
  season?: { id: number; name: string };
}

/**
 * Issue 31, "who may take part": the season (new competitions may leave it to their start date),
 * the age window on a reference date, the allowed categories of the season and whether only accepted
 * competitors may register. Changing the season drops the ticked categories the new one lacks.
 */
export function EligibilitySection({ form, mode, season }: EligibilitySectionProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const dayErrorText = useTextsOf(ORGANIZER_TEXTS, { dateInvalid: t('organizerArea.validation.dayInvalid') });
  const errorText = useTextsOf(ORGANIZER_TEXTS);
  const seasons = trpc.programme.seasons.useQuery();
  const [seasonId, startsAt, stage] = useWatch({ control, name: ['season_id', 'starts_at', 'stage'] });
  const current = seasons.data ? chosenSeason(seasons.data, { season_id: seasonId, starts_at: startsAt }) : undefined;
  const byStartName = seasonNameByStart(startsAt);
  const seasonOptions = seasons.data ?? (season ? [season] : []);

  // A new season keeps only the ticked categories it defines (the server refuses any other code):
  // a season chosen, or by start date a start in another year.
  const [dropped, setDropped] = useState<string[]>([]);
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!seasons.data || (name !== 'season_id' && name !== 'starts_at')) return;
      const next = chosenSeason(seasons.data, { season_id: values.season_id ?? '', starts_at: values.starts_at ?? '' });
      const split = splitBySeason(form.getValues('allowed_categories'), next);
      if (name === 'season_id') setDropped(split.dropped);
      else if (split.dropped.length > 0) setDropped(split.dropped);
      if (split.dropped.length > 0) setValue('allowed_categories', split.kept, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form, seasons.data, setValue]);

  // A new competition's switch follows the stage (off for a warm-up) until the organizer sets it.
  const switchTouched = useRef(false);
  useEffect(() => {
    if (mode === 'create' && !switchTouched.current)
      setValue('requires_accepted_competitor', requiresAcceptedCompetitorIn(stage));
  }, [mode, stage, setValue]);

  const categoriesLegendId = useId();
  const { errorAttributes, errorNote } = useControlError(errorText(errors.allowed_categories));
  const age = (name: 'age_min' | 'age_max') => register(name, { onChange: () => clearErrors(name) });

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('organizerArea.form.season')}
          error={errorText(errors.season_id)}
          hint={mode === 'create' ? t('organizerArea.form.seasonHint') : undefined}
        >
          <Controller
            control={control}
            name="season_id"
            render={({ field }) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...field}
                  onChange={(event) => {
                    clearErrors(['season_id', 'allowed_categories']);
                    field.onChange(event.currentTarget.value);
                  }}
                  data-testid="season-select"
                >
                  {mode === 'create' && (
                    <option value="">{t('organizerArea.form.seasonByStart', { name: byStartName })}</option>
                  )}
                  {seasonOptions.map((option) => (
                    <option key={option.id} value={String(option.id)}>
                      {option.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          />
        </FormField>
        <FormField
          label={t('organizerArea.form.ageReferenceDate')}
          error={dayErrorText(errors.age_reference_date)}
          hint={t('organizerArea.form.ageReferenceDateHint')}
        >
          <Controller
            control={control}
            name="age_reference_date"
            render={({ field }) => (
              <DayText
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(value) => {
                  clearErrors('age_reference_date');
                  field.onChange(value);
                }}
                placeholder={t('organizerArea.form.dayFormat')}
                autoComplete="off"
              />
            )}
          />
        </FormField>
        <AgeBoundFields register={age} errors={errors} errorText={errorText} texts="organizerArea.form" />
      </SimpleGrid>

      <chakra.fieldset
        minW="0"
        aria-invalid={errorAttributes['aria-invalid']}
        aria-describedby={[categoriesLegendId, errorAttributes['aria-describedby']].filter(Boolean).join(' ')}
      >
        <chakra.legend fontWeight="medium" fontSize="sm" mb="1">
          {t('organizerArea.form.allowedCategories')}
        </chakra.legend>
        <Text id={categoriesLegendId} fontSize="xs" color="fg.muted" mb="2">
          {t('organizerArea.form.allowedCategoriesHint')}
        </Text>
        <Controller
          control={control}
          name="allowed_categories"
          render={({ field }) =>
            current && current.categories.length > 0 ? (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" data-testid="allowed-categories">
                {current.categories.map((category) => (
                  <ChoiceInput
                    key={category.code}
                    type="checkbox"
                    name={field.name}
                    value={category.code}
                    label={category.name}
                    checked={field.value.includes(category.code)}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      clearErrors('allowed_categories');
                      const ticked = event.currentTarget.checked;
                      // In the season's order, whatever order they were ticked in.
                      field.onChange(
                        current.categories
                          .map(({ code }) => code)
                          .filter((code) => (code === category.code ? ticked : field.value.includes(code))),
                      );
                    }}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {seasons.isPending
                  ? '…'
                  : seasons.isError
                    ? t('organizerArea.form.seasonsLoadFailed')
                    : t('organizerArea.form.noCategories')}
              </Text>
            )
          }
        />
        {dropped.length > 0 && (
          <Text fontSize="sm" color="fg.warning" mt="2" role="status" data-testid="categories-dropped">
            {t('organizerArea.form.categoriesDropped', { codes: dropped.join(', ') })}
          </Text>
        )}
        {errorNote}
      </chakra.fieldset>

      <Controller
        control={control}
        name="requires_accepted_competitor"
        render={({ field }) => (
          <DescribedSwitch
            label={t('organizerArea.form.requiresAcceptedCompetitor')}
            description={t('organizerArea.form.requiresAcceptedCompetitorHint')}
            checked={field.value}
            onCheckedChange={(checked) => {
              switchTouched.current = true;
              field.onChange(checked);
            }}
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            data-testid="requires-accepted-switch"
          />
        )}
      />
    </Stack>
  );
}
