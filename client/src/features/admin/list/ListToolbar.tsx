import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';

/** Above a list: its search (if any) on the left; page size and total on the right, wrapping on phones. */
export function ListToolbar({ search, children }: { search?: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      {search}
      <HStack gap="4" ms="auto" wrap="wrap" justify="flex-end">
        {children}
      </HStack>
    </Flex>
  );
}
