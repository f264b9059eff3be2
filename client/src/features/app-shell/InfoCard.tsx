import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { IconTile } from '../../components/ui/icon-tile';

interface InfoCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  footer?: ReactNode;
  /** Shown under the paragraph. */
  children?: ReactNode;
  'data-testid'?: string;
}

/** A card with an icon, a title, a paragraph and an optional action. */
export function InfoCard({ icon, title, text, footer, children, ...rest }: InfoCardProps) {
  return (
    <Card.Root variant="outline" bg="bg.panel" borderColor="border.muted" h="full" {...rest}>
      <Card.Header>
        <HStack gap="3" align="center">
          <IconTile>{icon}</IconTile>
          <Heading as="h2" size="lg">
            {title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted">{text}</Text>
        {children}
      </Card.Body>
      {footer && <Card.Footer>{footer}</Card.Footer>}
    </Card.Root>
  );
}
