import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { ComponentPropsWithRef } from 'react';

interface ChoiceInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  type: 'checkbox' | 'radio';
  label: string;
}

/**
 * A native checkbox or radio button with its label: it takes react-hook-form's ref and events as
 * they are, and the browser's own control works with every screen reader and keyboard.
 */
export function ChoiceInput({ label, disabled, ...inputProps }: ChoiceInputProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="flex-start"
      gap="3"
      py="1"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
    >
      <chakra.input
        flexShrink={0}
        boxSize="5"
        mt="0.5"
        accentColor="brand.solid"
        cursor="inherit"
        disabled={disabled}
        {...inputProps}
      />
      <Text as="span" lineHeight="1.5">
        {label}
      </Text>
    </chakra.label>
  );
}
