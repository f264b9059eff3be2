import { Input, type InputProps } from '@chakra-ui/react/input';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { dateTimeFromText, textFromDateTime } from './belgrade-time';

interface DateTimeTextProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** yyyy-MM-ddTHH:mm in Belgrade time, or what was typed. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date and time typed as dd.MM.yyyy HH:mm whatever the browser's locale (a datetime-local picker
 * shows mm/dd/yyyy and AM/PM to a browser set to English (US)).
 */
export function DateTimeText({ value, onChange, ...rest }: DateTimeTextProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textFromDateTime(value));
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (a reset form, loaded data) is shown; what is being typed is left alone.
  if (value !== shownValue) {
    setShownValue(value);
    if (dateTimeFromText(text) !== value) setText(textFromDateTime(value));
  }
  return (
    <Input
      placeholder={t('organizerArea.form.dateTimeFormat')}
      autoComplete="off"
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(dateTimeFromText(event.target.value));
      }}
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
  const {
    field: { ref, name: fieldName, value, onBlur, onChange },
  } = useController<TValues, Path<TValues>, TTransformed>({ control, name });
  return (
    <DateTimeText
      {...rest}
      ref={ref}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      onBlur={onBlur}
      onChange={(next) => {
        onChange(next);
        onEdit?.();
      }}
    />
  );
}
