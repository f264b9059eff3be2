import { systemRouter } from '../routers/system/router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
