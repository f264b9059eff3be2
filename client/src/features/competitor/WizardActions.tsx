import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';

/** The step's buttons: at the two ends on wider screens, stacked on phones with the main one on top. */
export function WizardActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3" pt="2">
      {children}
    </Stack>
  );
}

/** Full-width buttons on phones, their own width on wider screens. */
export const ACTION_WIDTH = { base: 'full', sm: 'auto' } as const;
