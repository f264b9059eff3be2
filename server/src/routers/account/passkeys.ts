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
import { AppError } from '../../errors';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import {
  deletePasskey,
  hasPasskey,
  listPasskeys,
  loginOptions,
  passkeyLoginUser,
  registerPasskey,
  registrationOptions,
  relyingPartyFor,
  renamePasskey,
  secondFactorOptions,
  verifySecondFactorPasskey,
} from '../../services/auth/passkeys';
import { createSession } from '../../services/auth/sessions';
import type { Context } from '../../trpc/context';
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

/** The session whose second factor is asked: one waiting after the password, or a signed-in one. */
function secondFactorSession(ctx: Context) {
  const session = ctx.pendingSecondFactor ?? ctx.auth;
  if (!session) throw new AppError('UNAUTHORIZED');
  return session;
}

/**
 * auth.passkey: signing in with a passkey, as the second step after the password or on its own.
 * Limited per IP like the password step.
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
      const session = secondFactorSession(ctx);
      try {
        await verifySecondFactorPasskey(
          ctx.db,
          relyingPartyFor(ctx.config.publicUrl),
          session,
          asAssertion(input.response),
        );
      } catch (error) {
        if (error instanceof AppError && error.appCode === 'SECOND_FACTOR_TOO_MANY') {
          clearSessionCookie(ctx.reply, ctx.config);
        }
        ctx.log.warn({ userId: session.user.id }, 'auth: passkey second factor refused');
        throw error;
      }
      ctx.log.info({ userId: session.user.id, kind: 'passkey' }, 'auth: second factor accepted');
      return { message: serverNotice(ctx.lang, 'LOGGED_IN') };
    }),

  loginOptions: publicProcedure
    .use(limitedByIp('loginIp'))
    .output(ZPasskeyLoginOptionsSchema)
    .mutation(({ ctx }) => loginOptions(ctx.db, relyingPartyFor(ctx.config.publicUrl))),

  /**
   * A sign-in by passkey alone: the passkey is something the user has, unlocked by their PIN or
   * biometrics (user verification required), so the session counts as having proved the second factor.
   */
  login: publicProcedure
    .use(limitedByIp('loginIp'))
    .input(ZPasskeyLoginSchema)
    .output(ZMessageSchema)
    .mutation(async ({ ctx, input }) => {
      const userId = await passkeyLoginUser(
        ctx.db,
        relyingPartyFor(ctx.config.publicUrl),
        input.attemptId,
        asAssertion(input.response),
      );
      if (userId === null) {
        ctx.log.warn('auth: passkey sign-in refused');
        throw new AppError('PASSKEY_INVALID');
      }
      const user = await ctx.db
        .selectFrom('users')
        .select(['suspended_at', 'email_verified_at', 'email'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (user.suspended_at) throw new AppError('ACCOUNT_SUSPENDED');
      if (!user.email_verified_at) throw new AppError('LOGIN_EMAIL_NOT_VERIFIED', { email: user.email });
      const { token, expiresAt } = await createSession(
        ctx.db,
        userId,
        { ip: ctx.req.ip, userAgent: ctx.req.headers['user-agent'] },
        new Date(),
        'verified',
      );
      setSessionCookie(ctx.reply, ctx.config, token, expiresAt);
      ctx.log.info({ userId }, 'auth: signed in with a passkey');
      return { message: serverNotice(ctx.lang, 'LOGGED_IN') };
    }),
});
