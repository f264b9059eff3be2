import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';

interface FilterSelectProps {
  name: string;
  label: string;
  /** '' is "any". */
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A list filter: a labelled select whose first option shows everything. */
export function FilterSelect({ name, label, value, options, onChange }: FilterSelectProps) {
  return (
    <Field.Root orientation="horizontal" w="auto" gap="2">
      <Field.Label whiteSpace="nowrap" fontSize="sm" color="fg.muted" mb="0">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
