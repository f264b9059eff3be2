import { ZMessageSchema } from '@ctf/shared/schemas/common-output';
import { ZRegisterSchema, serverNotice } from '@ctf/shared';
import { register as registerUser } from '../../services/auth/account';
import { botCheckedForm } from '../../trpc/init';

export const register = botCheckedForm('registerIp', 'register', ZRegisterSchema)
  .output(ZMessageSchema)
  .mutation(async ({ ctx, input }) => {
    await registerUser(ctx, input);
    return { message: serverNotice(ctx.lang, 'REGISTERED') };
  });
