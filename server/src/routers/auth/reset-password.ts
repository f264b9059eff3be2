import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZPasswordResetSchema, serverNotice } from '@ctf/shared';
import { resetPassword as reset } from '../../services/auth/account';
import { botCheckedForm } from '../../trpc/init';

export const resetPassword = botCheckedForm('resetIp', 'reset', ZPasswordResetSchema)
  .output(ZMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await reset(ctx, input);
    return { message: serverNotice(ctx.lang, 'PASSWORD_RESET') };
  });
