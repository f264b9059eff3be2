import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';

/** A bordered block of a competition page with an optional heading. */
export function Panel({
  title,
  children,
  ...rest
}: {
  title?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Stack
      gap="4"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      data-testid={rest['data-testid']}
    >
      {title && (
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      )}
      {children}
    </Stack>
  );
}
