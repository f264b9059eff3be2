import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZEmailRequestSchema, serverNotice } from '@ctf/shared';
import { sendPasswordReset as send } from '../../services/auth/account';
import { botCheckedForm } from '../../trpc/init';

export const sendPasswordReset = botCheckedForm('forgotIp', 'forgot', ZEmailRequestSchema)
  .output(ZMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await send(ctx, input.email);
    return { message: serverNotice(ctx.lang, 'RESET_SENT_IF_EXISTS') };
  });
