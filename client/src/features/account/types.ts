import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@ctf/server/router';

type Outputs = inferRouterOutputs<AppRouter>;

export type AccountData = Outputs['account']['me'];
export type AccountUser = AccountData['user'];
export type AccountLinks = AccountData['links'];
export type OwnCompetitor = Outputs['competitors']['me'];
export type CompetitorApplication = NonNullable<OwnCompetitor['application']>;
export type CompetitorStatusOrNone = OwnCompetitor['status'];
