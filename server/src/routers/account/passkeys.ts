import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import {
  ZPasskeyDeleteSchema,
  ZPasskeyListSchema,
  ZPasskeyOptionsSchema,
  ZPasskeyRegisterSchema,
  ZPasskeyRenameSchema,
} from '@ctf/shared';
import {
  deletePasskey,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  renamePasskey,
} from '../../services/auth/passkeys';
import { noticeAfter, protectedProcedure, router } from '../../trpc/init';
import { asRegistration, relyingPartyOf } from '../auth/webauthn';

/** account.passkeys: one's own passkeys (add, list, rename, remove). */
export const passkeysRouter = router({
  list: protectedProcedure.output(ZPasskeyListSchema).query(async ({ ctx }) => ({
    passkeys: await listPasskeys(ctx.db, ctx.auth.user.id),
    mustConfirm: !ctx.auth.session.secondFactorVerified,
  })),

  registrationOptions: protectedProcedure.output(ZPasskeyOptionsSchema).mutation(async ({ ctx }) => ({
    options: await registrationOptions(ctx.db, relyingPartyOf(ctx), ctx.auth),
  })),

  register: protectedProcedure
    .input(ZPasskeyRegisterSchema)
    .output(ZMessageSchema)
    .mutation(
      noticeAfter('PASSKEY_ADDED', async ({ ctx, input }) => {
        const id = await registerPasskey(ctx.db, {
          rp: relyingPartyOf(ctx),
          auth: ctx.auth,
          name: input.name,
          response: asRegistration(input.response),
        });
        ctx.log.info({ userId: ctx.auth.user.id, passkeyId: id }, 'auth: passkey added');
      }),
    ),

  rename: protectedProcedure
    .input(ZPasskeyRenameSchema)
    .output(ZMessageSchema)
    .mutation(noticeAfter('PASSKEY_RENAMED', ({ ctx, input }) => renamePasskey(ctx.db, ctx.auth, input))),

  delete: protectedProcedure
    .input(ZPasskeyDeleteSchema)
    .output(ZMessageSchema)
    .mutation(
      noticeAfter('PASSKEY_REMOVED', async ({ ctx, input }) => {
        await deletePasskey(ctx.db, ctx.auth, input);
        ctx.log.info({ userId: ctx.auth.user.id, passkeyId: input.id }, 'auth: passkey removed');
      }),
    ),
});
