import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';

interface PanelProps {
  title?: ReactNode;
  /** A line under the title saying what the block is for. */
  hint?: string;
  headingSize?: 'md' | 'lg';
  /** Buttons beside the title, wrapping under it on a narrow screen. */
  actions?: ReactNode;
  /** A part of a long form: a section landmark named by its title, so screen readers can jump to it. */
  isSection?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/** A bordered block of a page (a competition's, a form's part) with an optional heading. */
export function Panel({ title, hint, headingSize = 'lg', actions, isSection = false, children, ...rest }: PanelProps) {
  const headingId = useId();
  const heading = title && (
    <Heading as="h2" size={headingSize} id={headingId}>
      {title}
    </Heading>
  );
  const titleBlock = hint ? (
    <Stack gap="1">
      {heading}
      <Text fontSize="sm" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  ) : (
    heading
  );
  return (
    <Stack
      as={isSection ? 'section' : undefined}
      aria-labelledby={isSection ? headingId : undefined}
      gap="4"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      data-testid={rest['data-testid']}
    >
      {actions ? (
        <Flex gap="3" justify="space-between" wrap="wrap" align="center">
          {titleBlock}
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        </Flex>
      ) : (
        titleBlock
      )}
      {children}
    </Stack>
  );
}
