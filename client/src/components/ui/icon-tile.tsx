import { Box } from '@chakra-ui/react/box';
import type { ReactNode } from 'react';

/** The rounded tile a card's icon sits in, beside the card's heading (read past by screen readers). */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      flexShrink={0}
      display="grid"
      placeItems="center"
      boxSize="10"
      rounded="lg"
      bg="brand.subtle"
      color="brand.fg"
      fontSize="xl"
      aria-hidden="true"
    >
      {children}
    </Box>
  );
}
