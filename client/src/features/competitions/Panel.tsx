import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';

interface PanelProps {
  title?: ReactNode;
  /** A line under the title saying what the block is for. */
  hint?: string;
  /** `sm`: a small card in a grid (a chart), that shrinks with its cell; `md`: a block of a page. */
  size?: 'sm' | 'md';
  /** By default `sm` for a small card, `lg` for a block. */
  headingSize?: 'sm' | 'md' | 'lg';
  /** Buttons beside the title, wrapping under it on a narrow screen. */
  actions?: ReactNode;
  /** A part of a long form: a section landmark named by its title, so screen readers can jump to it. */
  isSection?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

const SIZES = {
  sm: { headingSize: 'sm', gap: '3', p: { base: '3', md: '4' }, minW: '0', titleGap: '0.5', hintSize: 'xs' },
  md: { headingSize: 'lg', gap: '4', p: { base: '4', md: '6' }, minW: undefined, titleGap: '1', hintSize: 'sm' },
} as const;

/** A bordered block of a page (a competition's, a form's part) or a card, with an optional heading. */
export function Panel({
  title,
  hint,
  size = 'md',
  headingSize,
  actions,
  isSection = false,
  children,
  ...rest
}: PanelProps) {
  const headingId = useId();
  const look = SIZES[size];
  const heading = title && (
    <Heading as="h2" size={headingSize ?? look.headingSize} id={headingId}>
      {title}
    </Heading>
  );
  const titleBlock = hint ? (
    <Stack gap={look.titleGap}>
      {heading}
      <Text fontSize={look.hintSize} color="fg.muted">
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
      gap={look.gap}
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
      bg="bg.panel"
      p={look.p}
      minW={look.minW}
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
