import { ZRegisterSchema, serverNotice } from '@ctf/shared';
import { register as registerUser } from '../../services/auth/account';
import { botChecked, limitedByIp, publicProcedure } from '../../trpc/init';

export const register = publicProcedure
  .use(limitedByIp('registerIp'))
  .input(ZRegisterSchema)
  .use(botChecked('register'))
  .mutation(async ({ ctx, input }) => {
    await registerUser(ctx, input);
    return { message: serverNotice(ctx.lang, 'REGISTERED') };
  });
