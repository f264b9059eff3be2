import type { InputProps } from '@chakra-ui/react/input';
import { useTranslation } from 'react-i18next';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormattedText, type FormattedTextProps, useFormattedField } from '@/components/form/FormattedText';
import { dateTimeFromText, textFromDateTime } from './belgrade-time';

/**
 * A date and time typed as dd.MM.yyyy HH:mm whatever the browser's locale (a datetime-local picker
 * shows mm/dd/yyyy and AM/PM to a browser set to English (US)); kept as yyyy-MM-ddTHH:mm in Belgrade time.
 */
export function DateTimeText(props: FormattedTextProps) {
  const { t } = useTranslation();
  return (
    <FormattedText
      placeholder={t('organizerArea.form.dateTimeFormat')}
      autoComplete="off"
      {...props}
      format={textFromDateTime}
      parse={dateTimeFromText}
    />
  );
}

interface DateTimeInputProps<TValues extends FieldValues, TTransformed> extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'name'
> {
  control: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
  /** Called after each change (e.g. to clear the field's server error). */
  onEdit?: () => void;
}

/** DateTimeText bound to a react-hook-form field. */
export function DateTimeInput<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  onEdit,
  ...rest
}: DateTimeInputProps<TValues, TTransformed>) {
  const field = useFormattedField(control, name);
  return (
    <DateTimeText
      {...rest}
      {...field}
      onChange={(next) => {
        field.onChange(next);
        onEdit?.();
      }}
    />
  );
}
