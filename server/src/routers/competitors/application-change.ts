import type { CompetitorStatus } from '@ctf/shared/schemas/competitor';

/** The answer to a change of the caller's application (ZCompetitorChangeSchema): its status and itself. */
export const applicationChange = <Application extends { status: CompetitorStatus }>(application: Application) => ({
  status: application.status,
  application,
});
