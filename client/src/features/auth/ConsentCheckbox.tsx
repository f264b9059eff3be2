import { Stack } from '@chakra-ui/react/stack';
import type { ComponentPropsWithRef } from 'react';
import { ChoiceInput } from '../../components/form/ChoiceInput';
import { useControlError } from '../../components/form/use-control-error';

interface ConsentCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'size'> {
  label: string;
  error?: string;
}

/** The consent's checkbox, a native one (see ChoiceInput), with its error under it. */
export function ConsentCheckbox({ label, error, ...inputProps }: ConsentCheckboxProps) {
  const { errorAttributes, errorNote } = useControlError(error);
  return (
    <Stack gap="1.5">
      <ChoiceInput type="checkbox" size="sm" label={label} {...errorAttributes} {...inputProps} />
      {errorNote}
    </Stack>
  );
}
