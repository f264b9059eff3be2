import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import {
  ZPasskeyDeleteSchema,
  ZPasskeyListSchema,
  ZPasskeyLoginOptionsSchema,
  ZPasskeyLoginSchema,
  ZPasskeyOptionsSchema,
  ZPasskeyRegisterSchema,
  ZPasskeyRenameSchema,
  ZPasskeySecondFactorSchema,
  ZSecondFactorMethodsSchema,
  serverNotice,
} from '@ctf/shared';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  deletePasskey,
  hasPasskey,
  listPasskeys,
  loginOptions,
  registerPasskey,
  registrationOptions,
  relyingPartyFor,
  renamePasskey,
  secondFactorOptions,
} from '../../services/auth/passkeys';
import { secondFactorSession, signInWithPasskey, verifySecondFactorWithPasskey } from '../../services/auth/sign-in';
import { limitedByIp, protectedProcedure, publicProcedure, router } from '../../trpc/init';

// The schemas check the WebAuthn JSON's shape; @simplewebauthn checks everything it says.
const asRegistration = (response: unknown) => response as RegistrationResponseJSON;
const asAssertion = (response: unknown) => response as AuthenticationResponseJSON;

/** account.passkeys: one's own passkeys (add, list, rename, remove). */
export const passkeysRouter = router({
  list: protectedProcedure.output(ZPasskeyListSchema).query(async ({ ctx }) => ({
    passkeys: await listPasskeys(ctx.db, ctx.auth.user.id),
    mustConfirm: !ctx.auth.session.secondFactorVerified,
  })),

  registrationOptions: protectedProcedure.output(ZPasskeyOptionsSchema).mutation(async ({ ctx }) => ({
    options: await registrationOptions(ctx.db, relyingPartyFor(ctx.config.publicUrl), ctx.auth),
  })),

  register: protectedProcedure
    .input(ZPasskeyRegisterSchema)
    .output(ZMessageSchema)
    .mutation(async ({ ctx, input }) => {
      const id = await registerPasskey(ctx.db, relyingPartyFor(ctx.config.publicUrl), ctx.auth, {
        name: input.name,
        response: asRegistration(input.response),
      });
      ctx.log.info({ userId: ctx.auth.user.id, passkeyId: id }, 'auth: passkey added');
      return { message: serverNotice(ctx.lang, 'PASSKEY_ADDED') };
    }),

  rename: protectedProcedure
    .input(ZPasskeyRenameSchema)
    .output(ZMessageSchema)
    .mutation(async ({ ctx, input }) => {
      await renamePasskey(ctx.db, ctx.auth, input);
      return { message: serverNotice(ctx.lang, 'PASSKEY_RENAMED') };
    }),

  delete: protectedProcedure
    .input(ZPasskeyDeleteSchema)
    .output(ZMessageSchema)
    .mutation(async ({ ctx, input }) => {
      await deletePasskey(ctx.db, ctx.auth, input);
      ctx.log.info({ userId: ctx.auth.user.id, passkeyId: input.id }, 'auth: passkey removed');
      return { message: serverNotice(ctx.lang, 'PASSKEY_REMOVED') };
    }),
});

/**
 * auth.passkey: signing in with a passkey, as the second step after the password or on its own.
 * Limited per IP like the password step; the rules are in services/auth/sign-in.ts.
 */
export const passkeyAuthRouter = router({
  /** Which second factors the session's account has (the second step offers these). */
  methods: publicProcedure.output(ZSecondFactorMethodsSchema).query(async ({ ctx }) => {
    const session = secondFactorSession(ctx);
    return { totp: session.user.totp_enabled_at !== null, passkey: await hasPasskey(ctx.db, session.user.id) };
  }),

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
    .mutation(async ({ ctx, input }) => {
      await verifySecondFactorWithPasskey(ctx, asAssertion(input.response));
      return { message: serverNotice(ctx.lang, 'LOGGED_IN') };
    }),

  loginOptions: publicProcedure
    .use(limitedByIp('loginIp'))
    .output(ZPasskeyLoginOptionsSchema)
    .mutation(({ ctx }) => loginOptions(ctx.db, relyingPartyFor(ctx.config.publicUrl))),

  login: publicProcedure
    .use(limitedByIp('loginIp'))
    .input(ZPasskeyLoginSchema)
    .output(ZMessageSchema)
    .mutation(async ({ ctx, input }) => {
      await signInWithPasskey(ctx, input.attemptId, asAssertion(input.response));
      return { message: serverNotice(ctx.lang, 'LOGGED_IN') };
    }),
});
