import { Box } from '@chakra-ui/react/box';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';

interface RadioTileProps extends Omit<HTMLChakraProps<'input'>, 'type' | 'children'> {
  /** What the choice is, beside the radio. */
  children: ReactNode;
  /** Content of several lines: the radio stands by the first line instead of the middle. */
  isTopAligned?: boolean;
}

/** One choice of a radio group: a native radio in a bordered tile that lights up when chosen. */
export function RadioTile({ children, isTopAligned = false, ...input }: RadioTileProps) {
  return (
    <chakra.label
      display="flex"
      alignItems={isTopAligned ? 'flex-start' : 'center'}
      gap="3"
      px="3"
      py={isTopAligned ? '2.5' : '2'}
      minW="0"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      cursor="pointer"
      _hover={{ bg: 'whiteAlpha.50' }}
      css={{
        '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle' },
        '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
      }}
    >
      <chakra.input
        type="radio"
        {...input}
        accentColor="brand.solid"
        boxSize="4"
        mt={isTopAligned ? '1' : undefined}
        flexShrink={0}
      />
      <Box minW="0">{children}</Box>
    </chakra.label>
  );
}
