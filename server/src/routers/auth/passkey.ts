import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import {
  ZPasskeyLoginOptionsSchema,
  ZPasskeyLoginSchema,
  ZPasskeyOptionsSchema,
  ZPasskeySecondFactorSchema,
  ZSecondFactorMethodsSchema,
} from '@ctf/shared';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { relyingPartyFor } from '../../services/auth/passkey-ceremony';
import { loginOptions, secondFactorOptions } from '../../services/auth/passkey-sign-in';
import {
  secondFactorMethods,
  secondFactorSession,
  signInWithPasskey,
  verifySecondFactorWithPasskey,
} from '../../services/auth/sign-in';
import { limitedByIp, noticeAfter, publicProcedure, router } from '../../trpc/init';

// The schema checks the WebAuthn JSON's shape; @simplewebauthn checks everything it says.
const asAssertion = (response: unknown) => response as AuthenticationResponseJSON;

/**
 * auth.passkey: signing in with a passkey, as the second step after the password or on its own.
 * Limited per IP like the password step; the rules are in services/auth/sign-in.ts.
 */
export const passkeyAuthRouter = router({
  /** Which second factors the session's account has (the second step offers these). */
  methods: publicProcedure.output(ZSecondFactorMethodsSchema).query(({ ctx }) => secondFactorMethods(ctx)),

  secondFactorOptions: publicProcedure
    .use(limitedByIp('loginIp'))
    .output(ZPasskeyOptionsSchema)
    .mutation(async ({ ctx }) => ({
      options: await secondFactorOptions(ctx.db, relyingPartyFor(ctx.config.publicUrl), secondFactorSession(ctx)),
    })),

  verifySecondFactor: publicProcedure
    .use(limitedByIp('loginIp'))
    .input(ZPasskeySecondFactorSchema)
    .output(ZMessageSchema)
    .mutation(
      noticeAfter('LOGGED_IN', ({ ctx, input }) => verifySecondFactorWithPasskey(ctx, asAssertion(input.response))),
    ),

  loginOptions: publicProcedure
    .use(limitedByIp('loginIp'))
    .output(ZPasskeyLoginOptionsSchema)
    .mutation(({ ctx }) => loginOptions(ctx.db, relyingPartyFor(ctx.config.publicUrl))),

  login: publicProcedure
    .use(limitedByIp('loginIp'))
    .input(ZPasskeyLoginSchema)
    .output(ZMessageSchema)
    .mutation(
      noticeAfter('LOGGED_IN', ({ ctx, input }) =>
        signInWithPasskey(ctx, input.attemptId, asAssertion(input.response)),
      ),
    ),
});
