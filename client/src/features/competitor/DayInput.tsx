import type { InputProps } from '@chakra-ui/react/input';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormattedText, type FormattedTextProps, useFormattedField } from '@/components/form/FormattedText';

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

/**
 * A day typed as dd.MM.yyyy whatever the browser's locale (a date picker shows mm/dd/yyyy to a
 * browser set to English (US)); `onChange` gets YYYY-MM-DD, or the text as typed while it is no day.
 */
export function DayText(props: FormattedTextProps) {
  return <FormattedText inputMode="numeric" {...props} format={textFromDay} parse={dayFromText} />;
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
  const field = useFormattedField(control, name);
  return <DayText {...rest} {...field} />;
}
