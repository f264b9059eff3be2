import { Grid } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import type { TRosterCreateInput } from '@ctf/shared/schemas/roster';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { useValidationText } from '../validation';

/** The event and its rules, as a roster's creation and its rules dialog edit them. */
export type RosterRuleValues = Omit<TRosterCreateInput, 'season_id'>;

/** A number field: empty is null (no such rule), else the number typed. */
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

interface RosterRuleFieldsProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<any, any, any>;
  field: (name: 'event_name' | 'reference_date') => object;
  errors: FieldErrors<RosterRuleValues>;
}

/** The event's name and reference date, then the five rules (ECSC's by default). */
export function RosterRuleFields({ form, field, errors }: RosterRuleFieldsProps) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const number = (name: 'size' | 'reserves' | 'junior_share') =>
    form.register(name, { setValueAs: Number, onChange: () => form.clearErrors(name) });
  const age = (name: 'age_max' | 'junior_age_max') =>
    form.register(name, { setValueAs: numberOrNull, onChange: () => form.clearErrors(name) });
  return (
    <>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
        <FormField label={t('admin.team.fields.event_name')} error={errorText(errors.event_name)} isRequired>
          <Input {...field('event_name')} autoComplete="off" />
        </FormField>
        <FormField label={t('admin.team.fields.reference_date')} error={errorText(errors.reference_date)} isRequired>
          <Input type="date" {...field('reference_date')} />
        </FormField>
      </Grid>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="4">
        <FormField label={t('admin.team.fields.size')} error={errorText(errors.size)}>
          <Input type="number" inputMode="numeric" min={1} {...number('size')} />
        </FormField>
        <FormField label={t('admin.team.fields.reserves')} error={errorText(errors.reserves)}>
          <Input type="number" inputMode="numeric" min={0} {...number('reserves')} />
        </FormField>
        <FormField label={t('admin.team.fields.age_max')} error={errorText(errors.age_max)}>
          <Input type="number" inputMode="numeric" min={0} {...age('age_max')} />
        </FormField>
        <FormField label={t('admin.team.fields.junior_age_max')} error={errorText(errors.junior_age_max)}>
          <Input type="number" inputMode="numeric" min={0} {...age('junior_age_max')} />
        </FormField>
        <FormField label={t('admin.team.fields.junior_share')} error={errorText(errors.junior_share)}>
          <Input type="number" inputMode="decimal" step="0.05" min={0} max={1} {...number('junior_share')} />
        </FormField>
      </Grid>
    </>
  );
}
