import { accountRouter } from '../routers/account/router';
import { adminRouter } from '../routers/admin/router';
import { authRouter } from '../routers/auth/router';
import { certificatesRouter } from '../routers/certificates/router';
import { competitionsRouter } from '../routers/competitions/router';
import { competitorsRouter } from '../routers/competitors/router';
import { institutionsRouter } from '../routers/institutions/router';
import { mentorRouter } from '../routers/mentor/router';
import { mentorsRouter } from '../routers/mentors/router';
import { organizerRouter } from '../routers/organizer/router';
import { programmeRouter } from '../routers/programme/router';
import { resultsRouter } from '../routers/results/router';
import { statsRouter } from '../routers/stats/router';
import { systemRouter } from '../routers/system/router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  auth: authRouter,
  certificates: certificatesRouter,
  competitions: competitionsRouter,
  competitors: competitorsRouter,
  institutions: institutionsRouter,
  mentor: mentorRouter,
  mentors: mentorsRouter,
  organizer: organizerRouter,
  programme: programmeRouter,
  results: resultsRouter,
  stats: statsRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
