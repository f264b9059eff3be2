import { NativeSelect } from '@chakra-ui/react/native-select';
import type { ComponentProps } from 'react';

interface OptionSelectProps<TOption extends string> extends ComponentProps<typeof NativeSelect.Field> {
  options: readonly TOption[];
  /** The option's text in the interface language. */
  labelOf: (option: TOption) => string;
  /** A first, unselectable option asking for a choice (the field starts empty). */
  chooseLabel?: string;
  /** A first option with the empty value that means any of them (a filter's "all"). */
  anyLabel?: string;
  /** Small and as wide as its options, as in a list's toolbar. */
  isCompact?: boolean;
}

/** A native select of a fixed list of codes (a form field's register() spreads into it). */
export function OptionSelect<TOption extends string>({
  options,
  labelOf,
  chooseLabel,
  anyLabel,
  isCompact = false,
  ...field
}: OptionSelectProps<TOption>) {
  return (
    <NativeSelect.Root {...(isCompact ? { size: 'sm', width: 'auto' } : {})}>
      <NativeSelect.Field {...field}>
        {chooseLabel !== undefined && (
          <option value="" disabled>
            {chooseLabel}
          </option>
        )}
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
