import { authRouter } from '../routers/auth/router';
import { systemRouter } from '../routers/system/router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
