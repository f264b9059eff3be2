import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { ToasterHost } from '../components/ui/toaster-host';
import { LiveAnnouncer } from '../features/a11y/announcer';
import { getSystem } from '../theme/system';

/**
 * What every page needs. React Query and the tRPC hooks are not here: the data provider wraps only
 * the parts that use them (routes.tsx, lazy-data.tsx), so public pages load without them.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <LiveAnnouncer />
      {children}
      <ToasterHost />
    </ChakraProvider>
  );
}
