import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZEmailRequestSchema, serverNotice } from '@ctf/shared';
import { sendPasswordReset as send } from '../../services/auth/account';
import { botChecked, limitedByIp, publicProcedure } from '../../trpc/init';

export const sendPasswordReset = publicProcedure
  .use(limitedByIp('forgotIp'))
  .input(ZEmailRequestSchema)
  .output(ZMessageSchema)
  .use(botChecked('forgot'))
  .mutation(async ({ ctx, input }) => {
    await send(ctx, input.email);
    return { message: serverNotice(ctx.lang, 'RESET_SENT_IF_EXISTS') };
  });
