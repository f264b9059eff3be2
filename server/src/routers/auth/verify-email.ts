import { ZVerifyEmailSchema, serverNotice } from '@ctf/shared';
import { verifyEmail as verify } from '../../services/auth/account';
import { limitedByIp, publicProcedure } from '../../trpc/init';

export const verifyEmail = publicProcedure
  .use(limitedByIp('verifyIp'))
  .input(ZVerifyEmailSchema)
  .mutation(async ({ ctx, input }) => {
    await verify(ctx, input.token);
    return { message: serverNotice(ctx.lang, 'EMAIL_VERIFIED') };
  });
