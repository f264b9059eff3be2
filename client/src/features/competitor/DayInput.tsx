import { Input, type InputProps } from '@chakra-ui/react/input';
import { type Ref, useState } from 'react';
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

interface DayTextProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** YYYY-MM-DD, or what was typed. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A day typed as dd.MM.yyyy whatever the browser's locale (a date picker shows mm/dd/yyyy to a
 * browser set to English (US)); `onChange` gets YYYY-MM-DD, or the text as typed while it is no day.
 */
export function DayText({ value, onChange, ...rest }: DayTextProps) {
  const [text, setText] = useState(() => textFromDay(value));
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (a restored draft, the address) is shown; what is being typed is left alone.
  if (value !== shownValue) {
    setShownValue(value);
    if (dayFromText(text) !== value) setText(textFromDay(value));
  }
  return (
    <Input
      inputMode="numeric"
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(dayFromText(event.target.value));
      }}
    />
  );
}

interface DayInputProps<TValues extends FieldValues> extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'name'
> {
  control: Control<TValues>;
  name: Path<TValues>;
}

/** DayText bound to a react-hook-form field; the shared schema judges a half-typed or impossible date. */
export function DayInput<TValues extends FieldValues>({ control, name, ...rest }: DayInputProps<TValues>) {
  const {
    field: { ref, name: fieldName, value, onBlur, onChange },
  } = useController({ control, name });
  return (
    <DayText
      {...rest}
      ref={ref}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      onBlur={onBlur}
      onChange={onChange}
    />
  );
}
