import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { ComponentPropsWithRef } from 'react';
import { useControlError } from '../../components/form/use-control-error';

interface ConsentCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: string;
  error?: string;
}

/**
 * A native checkbox: it carries react-hook-form's ref and events as they are, and the browser's
 * own control is accessible everywhere without the script a custom one would need. (Not drawn by
 * ChoiceInput: sharing that chunk with the finals page would add a request to the registration page.)
 */
export function ConsentCheckbox({ label, error, disabled, ...inputProps }: ConsentCheckboxProps) {
  const { errorAttributes, errorNote } = useControlError(error);
  return (
    <Stack gap="1.5">
      <chakra.label
        display="flex"
        alignItems="flex-start"
        gap="3"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.6 : 1}
      >
        <chakra.input
          type="checkbox"
          flexShrink={0}
          boxSize="5"
          mt="0.5"
          accentColor="brand.solid"
          cursor="inherit"
          disabled={disabled}
          {...errorAttributes}
          {...inputProps}
        />
        <Text as="span" fontSize="sm" lineHeight="1.5">
          {label}
        </Text>
      </chakra.label>
      {errorNote}
    </Stack>
  );
}
