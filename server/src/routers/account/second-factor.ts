import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import {
  ZDisableSecondFactorSchema,
  ZRecoveryCodesSchema,
  ZSecondFactorCodeSchema,
  ZSecondFactorEnrolmentSchema,
  ZSecondFactorStatusSchema,
} from '@ctf/shared';
import {
  confirmEnrolment,
  disableSecondFactor,
  secondFactorStatus,
  startEnrolment,
} from '../../services/auth/second-factor';
import { noticeAfter, protectedProcedure, router } from '../../trpc/init';

/** Two-step sign-in (TOTP + recovery codes) for one's own account. */
export const secondFactorRouter = router({
  status: protectedProcedure.output(ZSecondFactorStatusSchema).query(({ ctx }) => secondFactorStatus(ctx.db, ctx.auth)),

  start: protectedProcedure
    .output(ZSecondFactorEnrolmentSchema)
    .mutation(({ ctx }) => startEnrolment(ctx.db, ctx.config.totpSecretKey, ctx.auth)),

  confirm: protectedProcedure
    .input(ZSecondFactorCodeSchema)
    .output(ZRecoveryCodesSchema)
    .mutation(async ({ ctx, input }) => {
      const recoveryCodes = await confirmEnrolment(ctx.db, {
        totpKey: ctx.config.totpSecretKey,
        auth: ctx.auth,
        code: input.code,
      });
      ctx.log.info({ userId: ctx.auth.user.id }, 'auth: second factor enabled');
      return { recoveryCodes };
    }),

  disable: protectedProcedure
    .input(ZDisableSecondFactorSchema)
    .output(ZMessageSchema)
    .mutation(
      noticeAfter('SECOND_FACTOR_DISABLED', async ({ ctx, input }) => {
        await disableSecondFactor(ctx.db, ctx.auth, input.password);
        ctx.log.info({ userId: ctx.auth.user.id }, 'auth: second factor disabled');
      }),
    ),
});
