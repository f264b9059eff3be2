import { router } from '../../trpc/init';
import { organizerAnnouncementsRouter } from './announcements';
import { organizerCertificatesRouter } from './certificates';
import { organizerCompetitionsRouter } from './competitions';
import { organizerFinalistsRouter } from './finalists';
import { organizerRegistrationsRouter } from './registrations';
import { organizerResultsRouter } from './results';
import { organizerStageGateRouter } from './stage-gate';

export const organizerRouter = router({
  competitions: organizerCompetitionsRouter,
  registrations: organizerRegistrationsRouter,
  finalists: organizerFinalistsRouter,
  results: organizerResultsRouter,
  announcements: organizerAnnouncementsRouter,
  stageGate: organizerStageGateRouter,
  certificates: organizerCertificatesRouter,
});
