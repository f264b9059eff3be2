import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZVerifyEmailSchema, serverNotice } from '@ctf/shared';
import { verifyEmail as verify } from '../../services/auth/account';
import { limitedByIp, publicProcedure } from '../../trpc/init';

export const verifyEmail = publicProcedure
  .use(limitedByIp('verifyIp'))
  .input(ZVerifyEmailSchema)
  .output(ZMessageSchema)
  .mutation(async ({ ctx, input }) => {
    const outcome = await verify(ctx, input.token);
    return { message: serverNotice(ctx.lang, outcome === 'already' ? 'EMAIL_ALREADY_VERIFIED' : 'EMAIL_VERIFIED') };
  });
