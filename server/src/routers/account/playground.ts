import { ZPlaygroundProgressSchema } from '@ctf/shared';
import { CtfdApiError, ctfdApiAppError } from '../../services/ctfd/api';
import { findPlaygroundProgress } from '../../services/playground/progress';
import { refreshPlayer } from '../../services/playground/refresh';
import { protectedProcedure } from '../../trpc/init';

// The dashboard's playground card: the caller's own solves on the playground CTFd.

export const playgroundProgress = protectedProcedure
  .output(ZPlaygroundProgressSchema)
  .query(({ ctx }) => findPlaygroundProgress(ctx.db, ctx.auth.user.id, ctx.config.playgroundApi !== null));

/** Reads the caller's solves now: at most once a minute per account (CTFd is asked twice). */
export const refreshPlaygroundProgress = protectedProcedure
  .output(ZPlaygroundProgressSchema)
  .mutation(async ({ ctx }) => {
    const { playgroundApi } = ctx.config;
    const userId = ctx.auth.user.id;
    if (playgroundApi) {
      await ctx.limits.consume(ctx.req, 'playgroundRefresh', `user:${userId}`);
      try {
        await refreshPlayer(ctx.db, playgroundApi, { id: userId, username: ctx.auth.user.username });
      } catch (error) {
        if (!(error instanceof CtfdApiError)) throw error;
        ctx.log.warn({ problem: error.problem, detail: error.message, userId }, 'playground refresh failed');
        throw ctfdApiAppError(error);
      }
    }
    return findPlaygroundProgress(ctx.db, userId, playgroundApi !== null);
  });
