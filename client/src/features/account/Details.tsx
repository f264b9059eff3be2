import { chakra } from '@chakra-ui/react/styled-system';
import { Fragment, type ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs: in two columns on wider screens, each label above its value on phones. */
export function Details({ items }: { items: Detail[] }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(7rem, max-content) minmax(0, 1fr)' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '3' }}
    >
      {items.map((item) => (
        <Fragment key={item.label}>
          <chakra.dt color="fg.muted" fontSize="sm" pt={{ sm: '0.5' }} _notFirst={{ mt: { base: '3', sm: '0' } }}>
            {item.label}
          </chakra.dt>
          <chakra.dd fontWeight="medium" minW="0" overflowWrap="anywhere" data-testid={item.testId}>
            {item.value}
          </chakra.dd>
        </Fragment>
      ))}
    </chakra.dl>
  );
}
