import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@ctf/server/router';

/**
 * The tRPC hooks (`trpc.x.useQuery/useMutation/useUtils`), for components inside the data provider
 * (app/DataProvider.tsx: the signed-in areas and the results page). Importing this module brings
 * React Query along, so public pages without the provider call `api` (lib/trpc-client.ts) instead.
 */
export const trpc = createTRPCReact<AppRouter>();
