import { Input, type InputProps } from '@chakra-ui/react/input';
import { type Ref, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface FormattedTextProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The value as the form keeps it, or what was typed while it is no such value. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

interface Formats {
  /** A kept value as a person reads and types it. */
  format: (value: string) => string;
  /** What was typed, as the form keeps it (the text itself while it means nothing). */
  parse: (text: string) => string;
}

/**
 * A field typed in one form and kept in another (a day typed dd.MM.yyyy, kept as YYYY-MM-DD),
 * whatever the browser's locale: `onChange` gets the kept form.
 */
export function FormattedText({ value, onChange, format, parse, ...rest }: FormattedTextProps & Formats) {
  const [text, setText] = useState(() => format(value));
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (a restored draft, a reset form, loaded data) is shown; what is being typed is left alone.
  if (value !== shownValue) {
    setShownValue(value);
    if (parse(text) !== value) setText(format(value));
  }
  return (
    <Input
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}

/** A react-hook-form field as a FormattedText takes it (a value that is no text shows as empty). */
export function useFormattedField<TValues extends FieldValues, TTransformed = TValues>(
  control: Control<TValues, unknown, TTransformed>,
  name: Path<TValues>,
) {
  const {
    field: { ref, name: fieldName, value, onBlur, onChange },
  } = useController<TValues, Path<TValues>, TTransformed>({ control, name });
  return { ref, name: fieldName, value: typeof value === 'string' ? value : '', onBlur, onChange };
}
