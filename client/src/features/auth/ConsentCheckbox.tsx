import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useId, type ComponentPropsWithRef } from 'react';

interface ConsentCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: string;
  error?: string;
}

/**
 * A native checkbox: it carries react-hook-form's ref and events as they are, and the browser's
 * own control is accessible everywhere without the script a custom one would need.
 */
export function ConsentCheckbox({ label, error, disabled, ...inputProps }: ConsentCheckboxProps) {
  const errorId = useId();
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <Text as="span" fontSize="sm" lineHeight="1.5">
          {label}
        </Text>
      </chakra.label>
      {error && (
        <Text id={errorId} fontSize="xs" color="fg.error" fontWeight="medium">
          {error}
        </Text>
      )}
    </Stack>
  );
}
