import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useControlError } from '../../components/form/use-control-error';

interface ChoiceGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  /** react-hook-form's registration, shared by every radio of the group. */
  registration: UseFormRegisterReturn;
  error?: string;
  columns: { base: number; sm?: number };
  isDisabled?: boolean;
  'data-testid'?: string;
}

/**
 * One choice among a few, as native radio buttons drawn as large tiles: the browser's radios keep
 * keyboard use (arrow keys) and screen readers right, the tiles make an easy target on a phone.
 */
export function ChoiceGroup({ legend, options, registration, error, columns, isDisabled, ...rest }: ChoiceGroupProps) {
  const { errorAttributes, errorNote } = useControlError(error);
  return (
    <chakra.fieldset minW="0" disabled={isDisabled} {...errorAttributes} {...rest}>
      <Stack gap="1.5">
        <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
          {legend}
        </chakra.legend>
        <SimpleGrid columns={columns} gap="2">
          {options.map((option) => (
            <chakra.label
              key={option.value}
              position="relative"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minH="12"
              px="3"
              rounded="md"
              borderWidth="1px"
              borderColor={error ? 'border.error' : 'border'}
              bg="bg.subtle"
              fontWeight="medium"
              textAlign="center"
              cursor="pointer"
              transition="border-color 0.15s, background 0.15s"
              _hover={{ borderColor: 'brand.solid' }}
              css={{
                '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', color: 'brand.fg' },
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                },
                '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
              }}
            >
              <chakra.input
                type="radio"
                value={option.value}
                {...registration}
                position="absolute"
                opacity="0"
                inset="0"
                m="0"
                cursor="inherit"
              />
              {option.label}
            </chakra.label>
          ))}
        </SimpleGrid>
        {errorNote}
      </Stack>
    </chakra.fieldset>
  );
}
