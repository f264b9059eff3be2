import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZEmailRequestSchema, serverNotice } from '@ctf/shared';
import { resendVerification as resend } from '../../services/auth/account';
import { botChecked, limitedByIp, publicProcedure } from '../../trpc/init';

export const resendVerification = publicProcedure
  .use(limitedByIp('resendIp'))
  .input(ZEmailRequestSchema)
  .output(ZMessageSchema)
  .use(botChecked('resend'))
  .mutation(async ({ ctx, input }) => {
    await resend(ctx, input.email);
    return { message: serverNotice(ctx.lang, 'VERIFICATION_SENT_IF_EXISTS') };
  });
