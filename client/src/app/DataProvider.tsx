import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { setCacheClearer } from '../lib/cached-data';
import { trpc } from '../lib/trpc';
import { api } from '../lib/trpc-client';
import { createQueryClient } from './query-client';

// One cache for the whole visit, shared by every area; it outlives the provider's unmounting when
// the user goes to a public page and back.
const queryClient = createQueryClient();
setCacheClearer(() => queryClient.clear());

/**
 * React Query and the tRPC hooks for the parts of the app that use them (the signed-in areas, the
 * results page). Loaded lazily (lazy-data.tsx): public pages without it never download React Query.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={api} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
