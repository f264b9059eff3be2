import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZPasswordResetSchema, serverNotice } from '@ctf/shared';
import { resetPassword as reset } from '../../services/auth/account';
import { botChecked, limitedByIp, publicProcedure } from '../../trpc/init';

export const resetPassword = publicProcedure
  .use(limitedByIp('resetIp'))
  .input(ZPasswordResetSchema)
  .output(ZMessageSchema)
  .use(botChecked('reset'))
  .mutation(async ({ ctx, input }) => {
    await reset(ctx, input);
    return { message: serverNotice(ctx.lang, 'PASSWORD_RESET') };
  });
