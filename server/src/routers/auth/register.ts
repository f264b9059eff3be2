import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZRegisterSchema, serverNotice } from '@ctf/shared';
import { register as registerUser } from '../../services/auth/account';
import { botChecked, limitedByIp, publicProcedure } from '../../trpc/init';

export const register = publicProcedure
  .use(limitedByIp('registerIp'))
  .input(ZRegisterSchema)
  .output(ZMessageSchema)
  .use(botChecked('register'))
  .mutation(async ({ ctx, input }) => {
    await registerUser(ctx, input);
    return { message: serverNotice(ctx.lang, 'REGISTERED') };
  });
