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

interface RuleField {
  name: 'size' | 'reserves' | 'age_max' | 'junior_age_max' | 'junior_share';
  /** An age limit may be left empty: no such rule. */
  isOptional?: boolean;
  min: number;
  max?: number;
  step?: string;
}

const RULE_FIELDS: readonly RuleField[] = [
  { name: 'size', min: 1 },
  { name: 'reserves', min: 0 },
  { name: 'age_max', min: 0, isOptional: true },
  { name: 'junior_age_max', min: 0, isOptional: true },
  { name: 'junior_share', min: 0, max: 1, step: '0.05' },
];

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
  const register = ({ name, isOptional }: RuleField) =>
    form.register(name, { setValueAs: isOptional ? numberOrNull : Number, onChange: () => form.clearErrors(name) });
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
        {RULE_FIELDS.map((rule) => (
          <FormField key={rule.name} label={t(`admin.team.fields.${rule.name}`)} error={errorText(errors[rule.name])}>
            <Input
              type="number"
              inputMode={rule.step ? 'decimal' : 'numeric'}
              step={rule.step}
              min={rule.min}
              max={rule.max}
              {...register(rule)}
            />
          </FormField>
        ))}
      </Grid>
    </>
  );
}
