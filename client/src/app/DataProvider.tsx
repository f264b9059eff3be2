import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { ReactNode } from 'react';
import { bootSessionData, takeBootSession } from '../lib/boot-session';
import { setCacheClearer } from '../lib/cached-data';
import { trpc } from '../lib/trpc';
import { api } from '../lib/trpc-client';
import { createQueryClient } from './query-client';

// One cache for the whole visit, shared by every area; it outlives the provider's unmounting when
// the user goes to a public page and back.
const queryClient = createQueryClient();
setCacheClearer(() => queryClient.clear());

// A prerendered page that waits for the session asked for it while its code loaded: the first read
// of the session takes that answer (or, should it be unusable, asks as usual).
const early = takeBootSession();
if (early)
  void queryClient.prefetchQuery({
    queryKey: getQueryKey(trpc.auth.session, undefined, 'query'),
    queryFn: async () => (await bootSessionData(early))?.data ?? api.auth.session.query(),
  });

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
