import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToasterHost } from '../components/ui/toaster-host';
import { createTrpcClient, trpc } from '../lib/trpc';
import { system } from '../theme/system';
import { createQueryClient } from './query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(() => createTrpcClient());
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>
          {children}
          <ToasterHost />
        </ChakraProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
