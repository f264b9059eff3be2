import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import {
  ZPasskeyLoginOptionsSchema,
  ZPasskeyLoginSchema,
  ZPasskeyOptionsSchema,
  ZPasskeySecondFactorSchema,
  ZSecondFactorMethodsSchema,
} from '@ctf/shared';
import { loginOptions, secondFactorOptions } from '../../services/auth/passkey-sign-in';
import {
  secondFactorMethods,
  secondFactorSession,
  signInWithPasskey,
  verifySecondFactorWithPasskey,
} from '../../services/auth/sign-in';
import { noticeAfter, publicProcedure, router, signInStepProcedure } from '../../trpc/init';
import { asAssertion, relyingPartyOf } from './webauthn';

/**
 * auth.passkey: signing in with a passkey, as the second step after the password or on its own.
 * Limited per IP like the password step; the rules are in services/auth/sign-in.ts.
 */
export const passkeyAuthRouter = router({
  /** Which second factors the session's account has (the second step offers these). */
  methods: publicProcedure.output(ZSecondFactorMethodsSchema).query(({ ctx }) => secondFactorMethods(ctx)),

  secondFactorOptions: signInStepProcedure.output(ZPasskeyOptionsSchema).mutation(async ({ ctx }) => ({
    options: await secondFactorOptions(ctx.db, relyingPartyOf(ctx), secondFactorSession(ctx)),
  })),

  verifySecondFactor: signInStepProcedure
    .input(ZPasskeySecondFactorSchema)
    .output(ZMessageSchema)
    .mutation(
      noticeAfter('LOGGED_IN', ({ ctx, input }) => verifySecondFactorWithPasskey(ctx, asAssertion(input.response))),
    ),

  loginOptions: signInStepProcedure
    .output(ZPasskeyLoginOptionsSchema)
    .mutation(({ ctx }) => loginOptions(ctx.db, relyingPartyOf(ctx))),

  login: signInStepProcedure
    .input(ZPasskeyLoginSchema)
    .output(ZMessageSchema)
    .mutation(
      noticeAfter('LOGGED_IN', ({ ctx, input }) =>
        signInWithPasskey(ctx, input.attemptId, asAssertion(input.response)),
      ),
    ),
});
