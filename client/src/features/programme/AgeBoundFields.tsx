import { Input } from '@chakra-ui/react/input';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';

const BOUNDS = [
  ['age_min', 'ageMin'],
  ['age_max', 'ageMax'],
] as const;
type AgeBound = (typeof BOUNDS)[number][0];

interface AgeBoundFieldsProps {
  /** A bound's registration (an empty box is no bound). */
  register: (name: AgeBound) => UseFormRegisterReturn;
  errors: Partial<Record<AgeBound, FieldError>>;
  errorText: (error: FieldError | undefined) => string | undefined;
  /** Where the labels `ageMin` and `ageMax` and their shared `ageHint` stand. */
  texts: 'organizerArea.form' | 'organizerArea.seasons.categoryForm';
  isDisabled?: boolean;
}

/** The lowest and highest age of an age window (a competition's or a category's), whole years. */
export function AgeBoundFields({ register, errors, errorText, texts, isDisabled }: AgeBoundFieldsProps) {
  const { t } = useTranslation();
  return BOUNDS.map(([name, label]) => (
    <FormField
      key={name}
      label={t(`${texts}.${label}`)}
      hint={t(`${texts}.ageHint`)}
      error={errorText(errors[name])}
      isDisabled={isDisabled}
    >
      <Input {...register(name)} inputMode="numeric" autoComplete="off" />
    </FormField>
  ));
}
