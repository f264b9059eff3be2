import { z } from 'zod';
import { ZOkSchema } from '@ctf/shared/schemas/common-output';
import { ZChangeEmailSchema, ZChangePasswordSchema, ZRevokeSessionSchema, ZSessionSummarySchema } from '@ctf/shared';
import { AppError } from '../../errors';
import { changePassword, ownSessions, requestEmailChange } from '../../services/auth/account-security';
import { revokeSession, revokeSessions } from '../../services/auth/sessions';
import { limitedByIp, okAfter, protectedProcedure, router } from '../../trpc/init';

/** The account security page: own sessions, password and address changes. */
export const securityRouter = router({
  sessions: protectedProcedure.output(z.array(ZSessionSummarySchema)).query(({ ctx }) => ownSessions(ctx, ctx.auth)),

  revokeSession: protectedProcedure
    .input(ZRevokeSessionSchema)
    .output(ZOkSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await revokeSession(ctx.db, ctx.auth.user.id, input.id))) throw new AppError('NOT_FOUND');
      ctx.log.info({ userId: ctx.auth.user.id }, 'auth: session revoked');
      return { ok: true as const };
    }),

  revokeOtherSessions: protectedProcedure.output(z.object({ revoked: z.number().int() })).mutation(async ({ ctx }) => {
    const revoked = await revokeSessions(ctx.db, ctx.auth.user.id, ctx.auth.session.id);
    ctx.log.info({ userId: ctx.auth.user.id, revoked }, 'auth: other sessions revoked');
    return { revoked };
  }),

  // The current password is guessed here as at login: the same per-IP limit.
  changePassword: protectedProcedure
    .use(limitedByIp('loginIp'))
    .input(ZChangePasswordSchema)
    .output(ZOkSchema)
    .mutation(okAfter(({ ctx, input }) => changePassword(ctx, ctx.auth, input))),

  changeEmail: protectedProcedure
    .use(limitedByIp('loginIp'))
    .input(ZChangeEmailSchema)
    .output(ZOkSchema)
    .mutation(okAfter(({ ctx, input }) => requestEmailChange(ctx, ctx.auth, input))),
});
