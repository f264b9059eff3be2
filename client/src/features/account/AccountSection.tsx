import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { useId, type ReactNode } from 'react';
import { IconTile } from '../../components/ui/icon-tile';

interface AccountSectionProps {
  icon: ReactNode;
  title: string;
  /** Beside the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** One block of the account page: a titled card, named by its heading for assistive technology. */
export function AccountSection({ icon, title, aside, children, ...rest }: AccountSectionProps) {
  const headingId = useId();
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      bg="bg.panel"
      borderColor="border.muted"
      {...rest}
    >
      <Card.Header>
        <HStack gap="3" justify="space-between" align="center" wrap="wrap">
          <HStack gap="3" align="center" minW="0">
            <IconTile>{icon}</IconTile>
            <Heading as="h2" size="lg" id={headingId}>
              {title}
            </Heading>
          </HStack>
          {aside}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
