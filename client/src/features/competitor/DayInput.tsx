import { Input, type InputProps } from '@chakra-ui/react/input';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

const DISPLAYED = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})\.?$/;
const STORED = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What a person typed, as the form keeps a day (YYYY-MM-DD); anything else stays as typed. */
export function dayFromText(text: string): string {
  const trimmed = text.trim();
  const day = DISPLAYED.exec(trimmed);
  if (day) return `${day[3]}-${day[2]!.padStart(2, '0')}-${day[1]!.padStart(2, '0')}`;
  return trimmed;
}

/** A kept day shown as dd.MM.yyyy. */
export function textFromDay(value: unknown): string {
  if (typeof value !== 'string') return '';
  const day = STORED.exec(value);
  return day ? `${day[3]}.${day[2]}.${day[1]}` : value;
}

interface DayInputProps<TValues extends FieldValues> extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'name'
> {
  control: Control<TValues>;
  name: Path<TValues>;
}

/**
 * A day typed as dd.MM.yyyy whatever the browser's locale (a date picker shows mm/dd/yyyy to a
 * browser set to English (US)); the form gets YYYY-MM-DD for the shared schema, which also judges
 * a half-typed or impossible date.
 */
export function DayInput<TValues extends FieldValues>({ control, name, ...rest }: DayInputProps<TValues>) {
  const {
    field: { ref, name: fieldName, value, onBlur, onChange },
  } = useController({ control, name });
  const [text, setText] = useState(() => textFromDay(value));
  const [shownValue, setShownValue] = useState<unknown>(value);
  // A value set from outside (a restored draft) is shown; what is being typed is left alone.
  if (value !== shownValue) {
    setShownValue(value);
    if (dayFromText(text) !== value) setText(textFromDay(value));
  }

  return (
    <Input
      {...rest}
      ref={ref}
      name={fieldName}
      value={text}
      inputMode="numeric"
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(dayFromText(event.target.value));
      }}
    />
  );
}
