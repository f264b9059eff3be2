import { Flex } from '@chakra-ui/react/flex';
import type { ReactNode } from 'react';
import { BACKGROUND_IMAGES, type BackgroundName } from './backgrounds';

// Darkens the artwork most where text sits (top and bottom), keeping AA contrast over any part of it.
const OVERLAY =
  'linear-gradient(180deg, rgba(6, 11, 22, 0.55) 0%, rgba(6, 11, 22, 0.35) 35%, rgba(6, 11, 22, 0.7) 75%, rgba(6, 11, 22, 0.95) 100%)';

export function PageBackground({ name, children }: { name: BackgroundName; children: ReactNode }) {
  const image = name === 'plain' ? undefined : BACKGROUND_IMAGES[name];
  return (
    <Flex
      data-testid="page-background"
      data-background={name}
      direction="column"
      minH="100dvh"
      bg="bg"
      bgImage={image ? `${OVERLAY}, url("${image}")` : undefined}
      bgSize="cover"
      bgPos="center"
      bgRepeat="no-repeat"
      bgAttachment={{ base: 'scroll', lg: 'fixed' }}
      overflowX="clip"
    >
      {children}
    </Flex>
  );
}
