import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';

/** A form's buttons: Save and Cancel together, a destructive action apart on the other side. */
export function FormActions({ children, danger }: { children: ReactNode; danger?: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap-reverse" justify="space-between" align="center" pt="2">
      {danger ?? <span />}
      <HStack gap="3" wrap="wrap" ms="auto">
        {children}
      </HStack>
    </Flex>
  );
}
